import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HoroscopeProfile, HoroscopeProfilesResponse } from '@kusp/contracts';
import { api } from '@/lib/api-client';

export const getProfile = async (horoscopeId: string): Promise<HoroscopeProfile | null> => {
  const { horoscopeProfiles } = await api<HoroscopeProfilesResponse>(
    `/v1/horoscope/profile-by-id/${encodeURIComponent(horoscopeId)}`,
  );
  return horoscopeProfiles[0] ?? null;
};

export const profileQuery = (horoscopeId: string) =>
  queryOptions({
    queryKey: ['horoscopes', 'profile', horoscopeId],
    queryFn: () => getProfile(horoscopeId),
  });

export const useProfile = (horoscopeId: string | undefined) =>
  useQuery({ ...profileQuery(horoscopeId ?? ''), enabled: Boolean(horoscopeId) });
