import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Quote } from '@kusp/contracts';
import { api } from '@/lib/api-client';

/** What `amount` credits cost, in paise. */
export const getCreditPricing = (amount: number) =>
  api<Quote>('/v1/pricing/credit', { query: { amount } });

export const creditPricingQuery = (amount: number) =>
  queryOptions({
    queryKey: ['payments', 'pricing', 'credit', amount],
    queryFn: () => getCreditPricing(amount),
    staleTime: 5 * 60_000,
  });

export const useCreditPricing = (amount: number, enabled: boolean) =>
  useQuery({ ...creditPricingQuery(amount), enabled });
