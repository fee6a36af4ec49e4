import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TransactionStatistics } from '@kusp/contracts';
import { api } from '@/lib/api-client';

/** Chat and video sessions, questions answered and total earnings of the astrologer. */
export const getStatistics = (userId: string) =>
  api<TransactionStatistics>('/v1/astrologer/transactions/statistics', { query: { userId } });

export const statisticsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['payments', 'statistics', userId],
    queryFn: () => getStatistics(userId),
  });

export const useStatistics = (userId: string | null) =>
  useQuery({ ...statisticsQuery(userId ?? ''), enabled: Boolean(userId) });
