import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayoutHistory } from '@kusp/contracts';
import { api } from '@/lib/api-client';

/** The astrologer's payable balance and payouts to the bank, newest first. */
export const getPayoutHistory = (userId: string) =>
  api<PayoutHistory>('/v1/astrologer/payouts', { query: { userId } });

export const payoutHistoryQuery = (userId: string) =>
  queryOptions({
    queryKey: ['payments', 'payouts', userId],
    queryFn: () => getPayoutHistory(userId),
  });

export const usePayoutHistory = (userId: string | null) =>
  useQuery({ ...payoutHistoryQuery(userId ?? ''), enabled: Boolean(userId) });
