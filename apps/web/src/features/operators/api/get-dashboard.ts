import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '@kusp/contracts';
import { api } from '@/lib/api-client';
import { operatorKeys } from './keys';

export const getDashboard = (signal?: AbortSignal) =>
  api<AdminDashboard>('/v1/admin/dashboard', { signal });

export const dashboardQuery = () =>
  queryOptions({
    queryKey: operatorKeys.dashboard(),
    queryFn: ({ signal }) => getDashboard(signal),
  });

export const useDashboard = () => useQuery(dashboardQuery());
