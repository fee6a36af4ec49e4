import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pageSizes, type PastSessionsPage } from '@kusp/contracts';
import { api } from '@/lib/api-client';

/** The caller's own calls that ran and ended, newest first, 10 a page from page 0. */
export const getPastCalls = (page: number, signal?: AbortSignal) =>
  api<PastSessionsPage>('/v1/conversation/sessions/past', {
    query: { type: 'VIDEO', page, size: pageSizes.list },
    signal,
  });

// Under ['chat', 'sessions']: the call events that reload the ongoing meetings reload it too.
export const pastCallsQuery = (userId: string, page: number) =>
  queryOptions({
    queryKey: ['chat', 'sessions', 'past', userId, page],
    queryFn: ({ signal }) => getPastCalls(page, signal),
    placeholderData: keepPreviousData,
  });

export const usePastCalls = (userId: string, page: number) =>
  useQuery({ ...pastCallsQuery(userId, page), enabled: userId !== '' });
