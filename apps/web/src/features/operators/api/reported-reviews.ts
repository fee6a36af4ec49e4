import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModeratedReview } from '@kusp/contracts';
import { api } from '@/lib/api-client';
import { operatorKeys } from './keys';

/** Reviews someone reported, the most reported first (hidden ones marked). */
export const getReportedReviews = (signal?: AbortSignal) =>
  api<ModeratedReview[]>('/v1/admin/reviews/reported', { signal });

export const reportedReviewsQuery = () =>
  queryOptions({
    queryKey: operatorKeys.reportedReviews(),
    queryFn: ({ signal }) => getReportedReviews(signal),
  });

export const useReportedReviews = () => useQuery(reportedReviewsQuery());

/** Hides a review with the operator's reason (audited). */
export const hideReview = (reviewId: string, reason: string) =>
  api<{ message: string }>(`/v1/admin/reviews/${reviewId}/hide`, {
    method: 'POST',
    body: { reason },
  });

export function useHideReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { reviewId: string; reason: string }) =>
      hideReview(input.reviewId, input.reason),
    onSuccess: () => client.invalidateQueries({ queryKey: operatorKeys.reportedReviews() }),
  });
}
