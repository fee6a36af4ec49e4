import { useNavigate } from 'react-router';
import { href, type ChatSession } from '@kusp/contracts';
import { errorMessage } from '@/lib/api-client';
import { setAvailability } from '@/lib/availability';
import { notifyError } from '@/lib/notify';
import { useChangeSession } from '../api/session-actions';

/**
 * The astrologer's answer to a chat request (spec part 2 section 4): Accept calls accept, reloads
 * the sessions, sets the astrologer ONLINE and opens the chat; Reject calls reject and reloads.
 */
export function useAnswerRequest() {
  const navigate = useNavigate();
  const accept = useChangeSession('accept');
  const reject = useChangeSession('reject');
  return {
    pendingId: accept.isPending ? accept.variables : reject.isPending ? reject.variables : null,
    accept: async (session: ChatSession) => {
      try {
        await accept.mutateAsync(session.id);
        await setAvailability(session.astrologerId, 'ONLINE').catch(() => undefined);
        await navigate(
          href('chat', { userId: session.userId, astrologerId: session.astrologerId }),
        );
      } catch (error) {
        notifyError(errorMessage(error));
      }
    },
    reject: async (session: ChatSession) => {
      try {
        await reject.mutateAsync(session.id);
      } catch (error) {
        notifyError(errorMessage(error));
      }
    },
  };
}
