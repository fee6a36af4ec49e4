import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  liveSendDestinations,
  normaliseChatText,
  type ChatMessage,
  type ChatSendInput,
} from '@kusp/contracts';
import { api } from '@/lib/api-client';
import { live, LiveSendError } from '@/lib/live/live-client';
import { messagesQuery, withMessage } from './get-messages';

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
    mutationFn: (input: Omit<ChatSendInput, 'clientMessageId'>) =>
      sendMessage({ ...input, clientMessageId: crypto.randomUUID() }),
    onSuccess: async (message) => {
      if (message) queryClient.setQueryData(key, (data) => withMessage(data, message));
      // The live copy of a STOMP send usually arrives first; the reload covers a lost one.
      else await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
