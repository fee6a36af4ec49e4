import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@kusp/contracts';
import { api } from '@/lib/api-client';

export const getMe = () => api<Me>('/v1/user/me');

export const meQuery = (userId: string) =>
  queryOptions({ queryKey: ['accounts', 'me', userId], queryFn: getMe });

/** The signed-in account: its names and e-mail as given at sign-up. */
export const useMe = (userId: string | null) =>
  useQuery({ ...meQuery(userId ?? ''), enabled: Boolean(userId) });
