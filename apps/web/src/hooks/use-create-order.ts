import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { idempotencyKeyHeader, type Order, type OrderRequest } from '@kusp/contracts';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** What a feature says about the order; the customer is the signed-in one. */
export type NewOrder = Pick<
  OrderRequest,
  'serviceCode' | 'astrologerId' | 'reference' | 'countryCode'
>;

/**
 * POST /v1/order: an order for a question (reference: the question id), a live chat or a video
 * call, priced by the server's quote (answer: the order with its invoice in paise). The processor
 * is settled when paying (`useCheckout`), so the order starts as WALLET as the spec's client does.
 */
export const createOrder = (customerId: string, order: NewOrder, idempotencyKey: string) =>
  api<Order>('/v1/order', {
    method: 'POST',
    body: { ...order, customerId, paymentProcessor: 'WALLET' } satisfies OrderRequest,
    headers: { [idempotencyKeyHeader]: idempotencyKey },
  });

/**
 * `mutateAsync(order)`. The same order asked again (a double submit, a retry after an error) keeps
 * its Idempotency-Key, so it is made once; another order, or the next one, gets a new key.
 */
export function useCreateOrder() {
  const userId = useSession((s) => s.userId);
  const attempt = useRef<{ order: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (order: NewOrder) => {
      const text = JSON.stringify(order);
      if (attempt.current?.order !== text)
        attempt.current = { order: text, key: crypto.randomUUID() };
      return createOrder(userId ?? '', order, attempt.current.key);
    },
    onSuccess: () => {
      attempt.current = null;
    },
  });
}
