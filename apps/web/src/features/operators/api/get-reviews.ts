import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewQueueItem, ReviewStatus } from '@kusp/contracts';
import { api } from '@/lib/api-client';
import { operatorKeys } from './keys';

/** Astrologers in one review status, oldest sign-up first, with their documents. */
export const getReviews = (status: ReviewStatus, signal?: AbortSignal) =>
  api<ReviewQueueItem[]>('/v1/admin/astrologers', { query: { status }, signal });

export const reviewsQuery = (status: ReviewStatus) =>
  queryOptions({
    queryKey: operatorKeys.reviewsIn(status),
    queryFn: ({ signal }) => getReviews(status, signal),
  });

export const useReviews = (status: ReviewStatus) => useQuery(reviewsQuery(status));
