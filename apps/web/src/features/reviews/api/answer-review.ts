import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review } from '@kusp/contracts';
import { api } from '@/lib/api-client';
import { reviewKeys } from './keys';

/** The reviewed astrologer's one reply. */
export const replyToReview = ({ reviewId, text }: { reviewId: string; text: string }) =>
  api<Review>(`/v1/reviews/${reviewId}/reply`, { method: 'POST', body: { text } });

/** Anyone signed in flags a review for the operators. */
export const reportReview = ({ reviewId, reason }: { reviewId: string; reason: string }) =>
  api<null>(`/v1/reviews/${reviewId}/report`, { method: 'POST', body: { reason } });

export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

export const useReportReview = () => useMutation({ mutationFn: reportReview });
