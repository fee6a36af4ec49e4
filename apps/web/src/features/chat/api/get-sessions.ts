import { queryOptions, useQuery } from '@tanstack/react-query';
import { timing, type ChatSession } from '@kusp/contracts';
import { api } from '@/lib/api-client';

export interface SessionList {
  sessions: ChatSession[];
  /** Server clock minus this browser's, for countdowns. */
  clockOffsetMs: number;
}

/** The caller's recent chat sessions, polled every 30 s as a fallback to live events. */
export const getSessions = (signal?: AbortSignal) =>
  api<{ data: ChatSession[]; serverTime: string }>('/v1/chat/sessions', { signal }).then(
    (r): SessionList => ({
      sessions: r.data,
      clockOffsetMs: Date.parse(r.serverTime) - Date.now(),
    }),
  );

export const sessionsQuery = () =>
  queryOptions({
    queryKey: ['chat', 'sessions'],
    queryFn: ({ signal }) => getSessions(signal),
    refetchInterval: timing.pollMs,
  });

export const useSessions = (enabled = true) => useQuery({ ...sessionsQuery(), enabled });
