import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idempotencyKeyHeader, type ChatRequestInput, type ChatSession } from '@kusp/contracts';
import { api } from '@/lib/api-client';
import { live } from '@/lib/live/live-client';

// POST /v1/chat/request, /accept, /reject and /end: each answers the session as it now is.

/**
 * Holds the price from the wallet and asks the astrologer. A short balance answers the spec's
 * top-up text; an open session with them comes back as it is. `idempotencyKey`, one per attempt,
 * makes a retried click hold nothing twice.
 */
export const requestChat = ({
  idempotencyKey,
  ...input
}: ChatRequestInput & { idempotencyKey: string }) =>
  api<ChatSession>('/v1/chat/request', {
    method: 'POST',
    body: input,
    headers: { [idempotencyKeyHeader]: idempotencyKey },
  });

type SessionAction = 'accept' | 'reject' | 'end';
export const changeSession = (action: SessionAction, sessionId: string) =>
  api<ChatSession>(`/v1/chat/${action}`, { method: 'POST', body: { sessionId } });

/** After any change: reload this tab's sessions and tell the other tabs (channel 'chat-session'). */
function useSessionsChanged() {
  const queryClient = useQueryClient();
  return async () => {
    live.broadcast('chat-session');
    await queryClient.invalidateQueries({ queryKey: ['chat'] });
  };
}

export function useRequestChat() {
  const changed = useSessionsChanged();
  return useMutation({ mutationFn: requestChat, onSuccess: changed });
}

export function useChangeSession(action: SessionAction) {
  const changed = useSessionsChanged();
  return useMutation({
    mutationFn: (sessionId: string) => changeSession(action, sessionId),
    onSuccess: changed,
  });
}
