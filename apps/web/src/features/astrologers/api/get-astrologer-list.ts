import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AstrologerListItem } from '@kusp/contracts';
import { api } from '@/lib/api-client';

/** The directory: visible astrologers only, optionally narrowed by first or last name. */
export const getAstrologerList = (search: string, signal?: AbortSignal) =>
  api<AstrologerListItem[]>('/v3/astrologer/list', {
    query: { visibility: 'ON', search: search.trim() || undefined },
    signal,
  });

export const astrologerListQuery = (search: string) =>
  queryOptions({
    queryKey: ['astrologers', 'list', search.trim().toLowerCase()],
    queryFn: ({ signal }) => getAstrologerList(search, signal),
    staleTime: 30_000,
  });

/** Keeps the cards on screen while a new search loads. */
export const useAstrologerList = (search: string) =>
  useQuery({ ...astrologerListQuery(search), placeholderData: keepPreviousData });
