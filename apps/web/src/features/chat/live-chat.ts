import { paiseToMillicredits, type ChatSession } from '@kusp/contracts';

export type LiveChatDecision = 'resume' | 'confirm' | 'top-up';

/** A TEXT session with the astrologer that is waiting or running: Live Chat goes back to it. */
export const canResume = (session: Pick<ChatSession, 'type' | 'active'> | null) =>
  session?.type === 'TEXT' && session.active;

/**
 * The Live Chat button (spec part 2 section 4, Live service): an active TEXT session with the
 * astrologer is resumed; otherwise a cost (paise) the wallet (millicredits) covers is confirmed
 * before the request, and a larger one offers a top-up.
 */
export function decideLiveChat(
  session: Pick<ChatSession, 'type' | 'active'> | null,
  costPaise: number,
  balanceMillicredits: number,
): LiveChatDecision {
  if (canResume(session)) return 'resume';
  return paiseToMillicredits(costPaise) <= balanceMillicredits ? 'confirm' : 'top-up';
}
