import { queryOptions, useQuery } from '@tanstack/react-query';
import { messages, type BlogArticleDetail } from '@kusp/contracts';
import { api, ApiError } from '@/lib/api-client';

/** The article by slug; the server answers an array and the first item is the article. */
export async function getBlogArticle(slug: string, signal?: AbortSignal) {
  const [article] = await api<BlogArticleDetail[]>(
    `/v1/blog/search-by-slug/${encodeURIComponent(slug)}`,
    { signal },
  );
  if (!article) throw new ApiError(messages.generic.invalidResponse, 402);
  return article;
}

export const blogArticleQuery = (slug: string) =>
  queryOptions({
    queryKey: ['blog', 'article', slug],
    queryFn: ({ signal }) => getBlogArticle(slug, signal),
    staleTime: 5 * 60_000,
  });

export const useBlogArticle = (slug: string) => useQuery(blogArticleQuery(slug));
