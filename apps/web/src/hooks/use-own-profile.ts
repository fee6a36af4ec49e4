import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HoroscopeProfile, HoroscopeProfilesResponse } from '@kusp/contracts';
import { api } from '@/lib/api-client';

/** The customer's own (SELF) profile, or null before the first save. */
export const getOwnProfile = async (userId: string): Promise<HoroscopeProfile | null> => {
  const { horoscopeProfiles } = await api<HoroscopeProfilesResponse>(
    `/v1/horoscope/profile/${encodeURIComponent(userId)}`,
    { query: { horoType: 'SELF' } },
  );
  return horoscopeProfiles[0] ?? null;
};

export const ownProfileQuery = (userId: string) =>
  queryOptions({
    queryKey: ['horoscopes', 'own-profile', userId],
    queryFn: () => getOwnProfile(userId),
  });

export const useOwnProfile = (userId: string | null) =>
  useQuery({ ...ownProfileQuery(userId ?? ''), enabled: Boolean(userId) });
