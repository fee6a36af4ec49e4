import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pageSizes, type StatementPage } from '@kusp/contracts';
import { walletQueryKey } from '@/hooks/use-wallet-balance';
import { api } from '@/lib/api-client';

/** The customer's wallet statement, newest first, each line with the balance after it. */
export const getStatement = (userId: string, pageNumber: number) =>
  api<StatementPage>('/v1/transactions/statement', {
    query: { userId, pageNumber, pageSize: pageSizes.list },
  });

// Under the wallet's key: whatever refreshes the balance refreshes the statement.
export const statementQuery = (userId: string, pageNumber: number) =>
  queryOptions({
    queryKey: [...walletQueryKey, 'statement', userId, pageNumber],
    queryFn: () => getStatement(userId, pageNumber),
    placeholderData: keepPreviousData,
  });

export const useStatement = (userId: string | null, pageNumber: number) =>
  useQuery({ ...statementQuery(userId ?? '', pageNumber), enabled: Boolean(userId) });
