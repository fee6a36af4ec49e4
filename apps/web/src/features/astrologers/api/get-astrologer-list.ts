import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AstrologerListItem, ConsultingLanguage } from '@kusp/contracts';
import { api } from '@/lib/api-client';

/** What the directory is narrowed by: first or last name, and a language they consult in. */
export interface DirectoryFilter {
  search: string;
  language?: ConsultingLanguage | undefined;
}

/** The directory: visible astrologers only, optionally narrowed by name and language. */
export const getAstrologerList = ({ search, language }: DirectoryFilter, signal?: AbortSignal) =>
  api<AstrologerListItem[]>('/v3/astrologer/list', {
    query: { visibility: 'ON', search: search.trim() || undefined, language },
    signal,
  });

export const astrologerListQuery = (filter: DirectoryFilter) =>
  queryOptions({
    queryKey: ['astrologers', 'list', filter.search.trim().toLowerCase(), filter.language ?? ''],
    queryFn: ({ signal }) => getAstrologerList(filter, signal),
    staleTime: 30_000,
  });

/** Keeps the cards on screen while a new search loads. */
export const useAstrologerList = (filter: DirectoryFilter) =>
  useQuery({ ...astrologerListQuery(filter), placeholderData: keepPreviousData });
