import { queryOptions, useQuery } from '@tanstack/react-query';
import { timing, type ChatSession } from '@kusp/contracts';
import { api } from '@/lib/api-client';

export interface ConversationSession {
  /** The latest TEXT session between the two, or null. */
  session: ChatSession | null;
  /** Server clock minus this browser's, so the countdown follows the server's expiresAt. */
  clockOffsetMs: number;
}

export const getConversationSession = (
  userId: string,
  astrologerId: string,
  signal?: AbortSignal,
) =>
  api<{ data: ChatSession | null; serverTime: string }>(
    `/v1/conversation/${encodeURIComponent(userId)}/${encodeURIComponent(astrologerId)}/session`,
    { query: { type: 'TEXT' }, signal },
  ).then((r): ConversationSession => ({
    session: r.data,
    clockOffsetMs: Date.parse(r.serverTime) - Date.now(),
  }));

export const conversationSessionQuery = (userId: string, astrologerId: string) =>
  queryOptions({
    queryKey: ['chat', 'session', userId, astrologerId],
    queryFn: ({ signal }) => getConversationSession(userId, astrologerId, signal),
    refetchInterval: timing.pollMs,
  });

export const useConversationSession = (userId: string | null, astrologerId: string) =>
  useQuery({
    ...conversationSessionQuery(userId ?? '', astrologerId),
    enabled: Boolean(userId && astrologerId),
  });
