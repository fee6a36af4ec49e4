import { useNavigate } from 'react-router';
import { href, type ChatSession } from '@kusp/contracts';
import { errorMessage } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useChangeSession } from '../api/session-actions';

/**
 * The astrologer's answer to a chat or video call request (spec part 2 section 4): Accept calls
 * accept, reloads the sessions and opens the chat (or the call's /meet page); Reject calls reject and
 * reloads, staying where the astrologer is (/chats for a call, as the spec's Video section says). The spec's "sets own status
 * ONLINE" is left to the server, which makes the astrologer BUSY for the session and ONLINE again
 * when it ends (docs/chat.md), so other customers cannot queue requests during a running chat.
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
        await navigate(
          href(session.type === 'VIDEO' ? 'meet' : 'chat', {
            userId: session.userId,
            astrologerId: session.astrologerId,
          }),
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
