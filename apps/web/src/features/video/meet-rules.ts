import { href, timing, type ChatSession } from '@kusp/contracts';

/** The spec's reload after a call ends or is rejected; the customer's own hang-up waits twice it (1 s). */
export const afterCallReloadMs = timing.leaveReloadMs / 2;

/**
 * Where a member goes when the call ends or is rejected (spec part 2 section 4, Video): the
 * astrologer to their profile, the customer to the stored return path or /chats.
 */
export const callEndTarget = (isCustomer: boolean, storedPath: string | null) =>
  isCustomer ? (storedPath ?? href('chats')) : href('astrologerProfile');

/**
 * Ongoing meetings (spec part 2 section 4): VIDEO sessions not rejected and either not ended or
 * ended less than 60 seconds ago, by the server's clock (`now` + the clock offset), newest first.
 */
export function ongoingMeetings(
  sessions: readonly ChatSession[],
  serverNow: number,
): ChatSession[] {
  return sessions
    .filter(
      (s) =>
        s.type === 'VIDEO' &&
        s.status !== 'REJECTED' &&
        (s.endedAt === null || serverNow - Date.parse(s.endedAt) < timing.meetingVanishMs),
    )
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

export type MeetingState = 'waiting' | 'live' | 'ended';
export const meetingState = (s: Pick<ChatSession, 'status' | 'active'>): MeetingState =>
  !s.active ? 'ended' : s.status === 'PENDING' ? 'waiting' : 'live';
