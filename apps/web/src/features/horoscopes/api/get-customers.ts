import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pageSizes, type CustomerPage } from '@kusp/contracts';
import { api } from '@/lib/api-client';

export const getCustomers = (pageNumber: number) =>
  api<CustomerPage>('/v1/horoscope/customers', {
    query: { pageNumber, pageSize: pageSizes.customers, sortBy: 'updatedAt' },
  });

export const customersQuery = (pageNumber: number) =>
  queryOptions({
    queryKey: ['horoscopes', 'customers', pageNumber],
    queryFn: () => getCustomers(pageNumber),
    placeholderData: keepPreviousData,
  });

export const useCustomers = (pageNumber: number, enabled = true) =>
  useQuery({ ...customersQuery(pageNumber), enabled });
