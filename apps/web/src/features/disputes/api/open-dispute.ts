import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dispute, DisputeRequest } from '@kusp/contracts';
import { api } from '@/lib/api-client';
import { disputeKeys } from './keys';

export const openDispute = (body: DisputeRequest) =>
  api<Dispute>('/v1/disputes', { method: 'POST', body });

export function useOpenDispute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: openDispute,
    onSuccess: (dispute) =>
      client.invalidateQueries({ queryKey: disputeKeys.order(dispute.orderId) }),
  });
}
