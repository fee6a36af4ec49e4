import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Order, UpdatePaymentOrderRequest } from '@kusp/contracts';
import { walletQueryKey } from '@/hooks/use-wallet-balance';
import { api } from '@/lib/api-client';
import { pendingOrder } from '@/lib/payment-session';
import { useSession } from '@/lib/session';

/** PUT /v1/payment/update-payment-order: the server re-checks with the provider. */
export const updatePaymentOrder = (body: UpdatePaymentOrderRequest) =>
  api<Order>('/v1/payment/update-payment-order', { method: 'PUT', body });

/**
 * Once per return from the provider: asks the server to re-check the stored order's payment
 * `transactionId` (the server believes the provider, never this call), then refreshes the wallet.
 */
export function usePaymentRecheck(transactionId: string | null, success: boolean) {
  const queryClient = useQueryClient();
  const customer = useSession((s) => s.role === 'USER');
  const recheck = useMutation({
    mutationFn: updatePaymentOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletQueryKey }),
  });
  const asked = useRef(false);
  const { mutate } = recheck;
  useEffect(() => {
    const order = pendingOrder();
    if (asked.current || !customer || !transactionId || !order) return;
    asked.current = true;
    mutate({
      orderId: order.orderId,
      paymentId: transactionId,
      paymentStatus: success,
      paymentTimeDate: new Date().toISOString(),
    });
  }, [mutate, customer, transactionId, success]);
}
