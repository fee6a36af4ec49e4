import { paiseToMillicredits, type ChatSession } from '@kusp/contracts';

type SessionType = ChatSession['type'];

export type LiveSessionDecision = 'resume' | 'confirm' | 'top-up';

/** A session of this type with the astrologer that is waiting or running: the button goes back to it. */
export const canResume = (
  session: Pick<ChatSession, 'type' | 'active'> | null,
  type: SessionType,
) => session?.type === type && session.active;

/**
 * Live Chat and Live Call on an astrologer's page (spec part 2 section 4, Live service): an active
 * session of that type with the astrologer is resumed; otherwise a cost (paise) the wallet
 * (millicredits) covers is confirmed before the request, and a larger one offers a top-up.
 */
export function decideLiveSession(
  session: Pick<ChatSession, 'type' | 'active'> | null,
  type: SessionType,
  costPaise: number,
  balanceMillicredits: number,
): LiveSessionDecision {
  if (canResume(session, type)) return 'resume';
  return paiseToMillicredits(costPaise) <= balanceMillicredits ? 'confirm' : 'top-up';
}
