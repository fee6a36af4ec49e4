import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  chatMessageSchema,
  liveSendDestinations,
  normaliseChatText,
  type ChatMessage,
  type ChatSendInput,
} from '@kusp/contracts';
import { api } from '@/lib/api-client';
import { live, LiveSendError } from '@/lib/live/live-client';
import { showMessage } from './get-messages';

export const postMessage = (input: ChatSendInput) =>
  api<ChatMessage>('/v1/chat', { method: 'POST', body: input });

/**
 * Sends over the live connection (STOMP SEND to /app/chat, answered by a RECEIPT that carries the
 * stored message; the sending tab gets no live copy of it); when the connection is down or drops
 * before the receipt, over HTTP. The same clientMessageId makes the retry safe: the server stores a
 * message once, and answers the stored one again.
 */
export async function sendMessage(input: ChatSendInput): Promise<ChatMessage> {
  const body = { ...input, content: normaliseChatText(input.content) };
  try {
    const stored = chatMessageSchema.safeParse(await live.send(liveSendDestinations.chat, body));
    if (stored.success) return stored.data;
  } catch (error) {
    if (error instanceof LiveSendError && !error.retryable) throw error;
  }
  return postMessage(body);
}

export function useSendMessage(userId: string, astrologerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<ChatSendInput, 'clientMessageId'>) =>
      sendMessage({ ...input, clientMessageId: crypto.randomUUID() }),
    onSuccess: (stored) => showMessage(queryClient, userId, astrologerId, stored),
  });
}
