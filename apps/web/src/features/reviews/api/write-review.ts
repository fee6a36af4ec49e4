import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review, ReviewEdit } from '@kusp/contracts';
import { api } from '@/lib/api-client';
import { reviewKeys } from './keys';

/** Writes the order's review, or changes the one written (reviewId). */
export const writeReview = ({
  orderId,
  reviewId,
  ...body
}: ReviewEdit & { orderId: string; reviewId: string | null }) =>
  reviewId
    ? api<Review>(`/v1/reviews/${reviewId}`, { method: 'PUT', body })
    : api<Review>('/v1/reviews', { method: 'POST', body: { ...body, orderId } });

export function useWriteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: writeReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
