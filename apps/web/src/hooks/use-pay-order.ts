import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idempotencyKeyHeader, type PaymentRequest, type PaymentResponse } from '@kusp/contracts';
import { api } from '@/lib/api-client';
import { walletQueryKey } from './use-wallet-balance';

/**
 * POST /v3/payment: WALLET pays now; a card provider answers the address of its payment page.
 * `idempotencyKey` is made once per attempt, so a retried click cannot pay twice.
 */
export const payOrder = ({
  idempotencyKey,
  ...body
}: PaymentRequest & { idempotencyKey: string }) =>
  api<PaymentResponse>('/v3/payment', {
    method: 'POST',
    body,
    headers: { [idempotencyKeyHeader]: idempotencyKey },
  });

export function usePayOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletQueryKey }),
  });
}
