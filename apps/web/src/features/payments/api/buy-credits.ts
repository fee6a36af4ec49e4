import { useMutation } from '@tanstack/react-query';
import {
  idempotencyKeyHeader,
  type CreditPurchaseRequest,
  type PaymentAddress,
} from '@kusp/contracts';
import { api } from '@/lib/api-client';

/** POST /v2/credit: orders `amount` credits; data is the payment page's address. */
export const buyCredits = ({
  idempotencyKey,
  ...body
}: CreditPurchaseRequest & { idempotencyKey: string }) =>
  api<PaymentAddress>('/v2/credit', {
    method: 'POST',
    body,
    headers: { [idempotencyKeyHeader]: idempotencyKey },
  });

export const useBuyCredits = () => useMutation({ mutationFn: buyCredits });
