import { queryOptions, useQuery } from '@tanstack/react-query';
import { timing, type ChatSession, type Role } from '@kusp/contracts';
import { api } from '@/lib/api-client';

export interface SessionList {
  sessions: ChatSession[];
  /** Server clock minus this browser's, for countdowns. */
  clockOffsetMs: number;
}

/**
 * The caller's sessions (pending, running, closed in the last 15 minutes), newest first; polled every
 * 30 s as a fallback to live events.
 */
export const getSessions = (userId: string, role: Role, signal?: AbortSignal) =>
  api<{ data: ChatSession[]; serverTime: string }>(
    role === 'ASTROLOGER'
      ? `/v1/conversation/sessions/astrologer/${encodeURIComponent(userId)}`
      : '/v1/conversation/sessions/user',
    { signal },
  ).then((r): SessionList => ({
    sessions: r.data,
    clockOffsetMs: Date.parse(r.serverTime) - Date.now(),
  }));

export const sessionsQuery = (userId: string, role: Role) =>
  queryOptions({
    queryKey: ['chat', 'sessions', userId, role],
    queryFn: ({ signal }) => getSessions(userId, role, signal),
    refetchInterval: timing.pollMs,
  });

export const useSessions = (userId: string | null, role: Role) =>
  useQuery({ ...sessionsQuery(userId ?? '', role), enabled: Boolean(userId) });
