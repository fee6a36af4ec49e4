import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { operatorKeys } from './keys';

export type Decision = 'approve' | 'reject' | 'suspend';

/** Approve (no reason), reject or suspend (with the operator's reason, which is mailed). */
export const decideReview = (astrologerId: string, decision: Decision, reason?: string) =>
  api<{ message: string }>(`/v1/admin/astrologers/${astrologerId}/${decision}`, {
    method: 'POST',
    ...(decision === 'approve' ? {} : { body: { reason } }),
  });

export function useDecideReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { astrologerId: string; decision: Decision; reason?: string }) =>
      decideReview(input.astrologerId, input.decision, input.reason),
    onSuccess: () => client.invalidateQueries({ queryKey: operatorKeys.all }),
  });
}
