import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AstrologerReview } from '@kusp/contracts';
import { api } from '@/lib/api-client';

const reviewKey = ['astrologers', 'review'] as const;

/** The signed-in astrologer's review by the operators and the documents it still needs. */
export const getReview = (signal?: AbortSignal) =>
  api<AstrologerReview>('/v1/astrologer/review', { signal });

export const reviewQuery = () =>
  queryOptions({ queryKey: reviewKey, queryFn: ({ signal }) => getReview(signal) });

export const useReview = () => useQuery(reviewQuery());

export function useResubmitReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<AstrologerReview>('/v1/astrologer/review/resubmit', { method: 'POST' }),
    onSuccess: (review) => client.setQueryData(reviewKey, review),
  });
}

/** After an upload the missing documents change. */
export const invalidateReview = (client: ReturnType<typeof useQueryClient>) =>
  client.invalidateQueries({ queryKey: reviewKey });
