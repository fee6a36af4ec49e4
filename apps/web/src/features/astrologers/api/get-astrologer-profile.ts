import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AstrologerProfile } from '@kusp/contracts';
import { api } from '@/lib/api-client';

export const getAstrologerProfile = (id: string, signal?: AbortSignal) =>
  api<AstrologerProfile>(`/v3/astrologer/profile/${encodeURIComponent(id)}`, { signal });

export const astrologerProfileQuery = (id: string) =>
  queryOptions({
    queryKey: ['astrologers', 'profile', id],
    queryFn: ({ signal }) => getAstrologerProfile(id, signal),
  });

export const useAstrologerProfile = (
  id: string | null,
  options: { refetchInterval?: number } = {},
) => useQuery({ ...astrologerProfileQuery(id ?? ''), enabled: Boolean(id), ...options });
