import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pageSizes, type BlogPage } from '@kusp/contracts';
import { api } from '@/lib/api-client';

/** One page (0-based) of published articles, newest first: the spec's request, verbatim. */
export const getBlogPage = (page: number, signal?: AbortSignal) =>
  api<BlogPage>('/v1/blog/all', {
    query: {
      size: pageSizes.blog,
      page,
      published: true,
      'sort.sorted': true,
      sort: 'date,desc',
    },
    signal,
  });

export const blogPageQuery = (page: number) =>
  queryOptions({
    queryKey: ['blog', 'page', page],
    queryFn: ({ signal }) => getBlogPage(page, signal),
    staleTime: 5 * 60_000,
  });

/** Keeps the current cards on screen while the next page loads. */
export const useBlogPage = (page: number) =>
  useQuery({ ...blogPageQuery(page), placeholderData: keepPreviousData });
