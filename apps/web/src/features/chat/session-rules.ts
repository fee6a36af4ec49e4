import type { ChatSession, Contact } from '@kusp/contracts';

/** 'mm:ss' of what is left, rounded up to the second and never below 00:00. */
export function formatCountdown(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Milliseconds left of an accepted session by the server's clock, or null before it starts. */
export function remainingMs(
  session: Pick<ChatSession, 'expiresAt'> | null,
  clockOffsetMs: number,
  now: number,
): number | null {
  if (!session?.expiresAt) return null;
  return Date.parse(session.expiresAt) - (now + clockOffsetMs);
}

/**
 * What the message box does (spec part 2 section 4): typing is allowed only while a TEXT session
 * exists, is active and accepted, and time is left; a pending request shows it disabled; a session
 * whose time ran out, or none at all, hides it.
 */
export type ChatInputState = 'enabled' | 'disabled' | 'hidden';
export function chatInputState(
  session: Pick<ChatSession, 'type' | 'status' | 'active'> | null,
  remaining: number | null,
): ChatInputState {
  if (!session || session.type !== 'TEXT' || !session.active) return 'hidden';
  if (session.status === 'PENDING') return 'disabled';
  if (session.status !== 'ACCEPTED' || remaining === null || remaining <= 0) return 'hidden';
  return 'enabled';
}

export const contactName = (c: Pick<Contact, 'contactFirstName' | 'contactLastName'>) =>
  `${c.contactFirstName} ${c.contactLastName}`.trim();

/** Contacts whose first or last name contains the search, ignoring case. */
export function filterContacts<T extends Pick<Contact, 'contactFirstName' | 'contactLastName'>>(
  contacts: readonly T[],
  search: string,
): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...contacts];
  return contacts.filter(
    (c) =>
      c.contactFirstName.toLowerCase().includes(needle) ||
      c.contactLastName.toLowerCase().includes(needle),
  );
}

/**
 * Requests of one type (chat or video call) waiting for the astrologer: per customer only the latest
 * pending one (the spec's "one per sender" queue).
 */
export function pendingRequests(
  sessions: readonly ChatSession[],
  type: ChatSession['type'],
): ChatSession[] {
  const latest = new Map<string, ChatSession>();
  for (const session of sessions) {
    if (session.type !== type || session.status !== 'PENDING' || !session.active) continue;
    const known = latest.get(session.userId);
    if (!known || Date.parse(session.createdAt) > Date.parse(known.createdAt))
      latest.set(session.userId, session);
  }
  return [...latest.values()].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** The other person of a session, seen from the caller. */
export const counterpartOf = (session: Pick<ChatSession, 'userId' | 'astrologerId'>, me: string) =>
  session.userId === me ? session.astrologerId : session.userId;

/**
 * Contact ids with a chat under way or waiting: the spec marks only sessions created within the last
 * 15 minutes; the server's `active` flag says the same for requests and running sessions.
 */
export function activeContactIds(sessions: readonly ChatSession[], me: string): Set<string> {
  return new Set(sessions.filter((s) => s.active).map((s) => counterpartOf(s, me)));
}
