import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CardPayments } from '@kusp/contracts';
import { api } from '@/lib/api-client';

/**
 * GET /v1/payment/card-payments: CCAVENUE or SANDBOX take cards; OFF (production without a
 * provider) refuses them, and the screens that would ask for a card say so instead.
 */
export const getCardPayments = () =>
  api<{ cardPayments: CardPayments }>('/v1/payment/card-payments');

export const cardPaymentsQuery = () =>
  queryOptions({
    queryKey: ['payments', 'card-payments'] as const,
    queryFn: getCardPayments,
    // It changes only with the server's configuration.
    staleTime: 10 * 60_000,
  });

/** True once the server said card payments are off; while unknown, the card is offered. */
export function useCardPaymentsOff(): boolean {
  return useQuery(cardPaymentsQuery()).data?.cardPayments === 'OFF';
}
