import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  liveSendDestinations,
  normaliseChatText,
  type ChatMessage,
  type ChatSendInput,
} from '@kusp/contracts';
import { api } from '@/lib/api-client';
import { live, LiveSendError } from '@/lib/live/live-client';
import { holdsMessage, messagesQuery, withMessage } from './get-messages';

export const postMessage = (input: ChatSendInput) =>
  api<ChatMessage>('/v1/chat', { method: 'POST', body: input });

/**
 * Sends over the live connection (STOMP SEND to /app/chat, confirmed by a RECEIPT); when the
 * connection is down or drops before the receipt, over HTTP. The same clientMessageId makes the
 * retry safe: the server stores a message once. Returns the stored message when HTTP was used.
 */
export async function sendMessage(input: ChatSendInput): Promise<ChatMessage | null> {
  const body = { ...input, content: normaliseChatText(input.content) };
  try {
    await live.send(liveSendDestinations.chat, body);
    return null;
  } catch (error) {
    if (error instanceof LiveSendError && !error.retryable) throw error;
    return postMessage(body);
  }
}

export function useSendMessage(userId: string, astrologerId: string) {
  const queryClient = useQueryClient();
  const key = messagesQuery(userId, astrologerId).queryKey;
  return useMutation({
    mutationFn: async (input: Omit<ChatSendInput, 'clientMessageId'>) => {
      const clientMessageId = crypto.randomUUID();
      return { clientMessageId, stored: await sendMessage({ ...input, clientMessageId }) };
    },
    onSuccess: async ({ clientMessageId, stored }) => {
      if (stored) queryClient.setQueryData(key, (data) => withMessage(data, stored));
      // The live copy of a STOMP send comes before its receipt on the same connection, so it is
      // normally shown by now; the history is reloaded only when it is not (a copy lost, or one
      // still on its way from another instance).
      else if (
        !holdsMessage(queryClient.getQueryData(key), (m) => m.clientMessageId === clientMessageId)
      )
        await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
