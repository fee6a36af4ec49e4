import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MoneyEarnedItem } from '@kusp/contracts';
import { api } from '@/lib/api-client';

/** The astrologer's earnings by month, newest first. */
export const getMoneyEarned = (userId: string) =>
  api<MoneyEarnedItem[]>('/v1/astrologer/money-earned', { query: { userId } });

export const moneyEarnedQuery = (userId: string) =>
  queryOptions({
    queryKey: ['payments', 'money-earned', userId],
    queryFn: () => getMoneyEarned(userId),
  });

export const useMoneyEarned = (userId: string | null) =>
  useQuery({ ...moneyEarnedQuery(userId ?? ''), enabled: Boolean(userId) });
