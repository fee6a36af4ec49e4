import { useQuery } from '@tanstack/react-query';
import type { Currency } from '@kusp/contracts';
import { api } from '@/lib/api-client';

export const getCurrencies = (signal?: AbortSignal) =>
  api<Currency[]>('/v1/payment/currency', { signal });

export const useCurrencies = () =>
  useQuery({
    queryKey: ['payment', 'currency'],
    queryFn: ({ signal }) => getCurrencies(signal),
    staleTime: Infinity,
  });
