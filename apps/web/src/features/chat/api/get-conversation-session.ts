import { queryOptions, useQuery } from '@tanstack/react-query';
import { timing, type ChatSession } from '@kusp/contracts';
import { api } from '@/lib/api-client';

type SessionType = ChatSession['type'];

export interface ConversationSession {
  /** The latest session of the asked type (a chat or a call) between the two, or null. */
  session: ChatSession | null;
  /** Server clock minus this browser's, so the countdown follows the server's expiresAt. */
  clockOffsetMs: number;
}

export const getConversationSession = (
  userId: string,
  astrologerId: string,
  type: SessionType,
  signal?: AbortSignal,
) =>
  api<{ data: ChatSession | null; serverTime: string }>(
    `/v1/conversation/${encodeURIComponent(userId)}/${encodeURIComponent(astrologerId)}/session`,
    { query: { type }, signal },
  ).then((r): ConversationSession => ({
    session: r.data,
    clockOffsetMs: Date.parse(r.serverTime) - Date.now(),
  }));

export const conversationSessionQuery = (
  userId: string,
  astrologerId: string,
  type: SessionType = 'TEXT',
) =>
  queryOptions({
    queryKey: ['chat', 'session', userId, astrologerId, type],
    queryFn: ({ signal }) => getConversationSession(userId, astrologerId, type, signal),
    refetchInterval: timing.pollMs,
  });

export const useConversationSession = (
  userId: string | null,
  astrologerId: string,
  type: SessionType = 'TEXT',
) =>
  useQuery({
    ...conversationSessionQuery(userId ?? '', astrologerId, type),
    enabled: Boolean(userId && astrologerId),
  });
