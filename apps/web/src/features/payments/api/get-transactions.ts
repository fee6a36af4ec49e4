import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pageSizes, type TransactionPage } from '@kusp/contracts';
import { api } from '@/lib/api-client';

/** The customer's payment attempts, newest first. */
export const getTransactions = (userId: string, pageNumber: number) =>
  api<TransactionPage>('/v1/transactions', {
    query: { userId, pageNumber, pageSize: pageSizes.list },
  });

export const transactionsQuery = (userId: string, pageNumber: number) =>
  queryOptions({
    queryKey: ['payments', 'transactions', userId, pageNumber],
    queryFn: () => getTransactions(userId, pageNumber),
    placeholderData: keepPreviousData,
  });

export const useTransactions = (userId: string | null, pageNumber: number) =>
  useQuery({ ...transactionsQuery(userId ?? '', pageNumber), enabled: Boolean(userId) });
