import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pageSizes, type EarningPage } from '@kusp/contracts';
import { api } from '@/lib/api-client';

/** Month 1–12 and year, each -1 for no filter (spec part 2 section 9). */
export interface EarningFilter {
  month: number;
  year: number;
}

/** The astrologer's earnings, one row per paid order, newest first. */
export const getEarnings = (userId: string, pageNumber: number, filter: EarningFilter) =>
  api<EarningPage>('/v1/astrologer/transactions', {
    query: { userId, pageNumber, pageSize: pageSizes.list, ...filter },
  });

export const earningsQuery = (userId: string, pageNumber: number, filter: EarningFilter) =>
  queryOptions({
    queryKey: ['payments', 'earnings', userId, pageNumber, filter],
    queryFn: () => getEarnings(userId, pageNumber, filter),
    placeholderData: keepPreviousData,
  });

export const useEarnings = (userId: string | null, pageNumber: number, filter: EarningFilter) =>
  useQuery({ ...earningsQuery(userId ?? '', pageNumber, filter), enabled: Boolean(userId) });
