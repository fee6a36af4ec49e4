import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HoroscopeData } from '@kusp/contracts';
import { api } from '@/lib/api-client';

export const getHoroscope = (horoscopeId: string) =>
  api<HoroscopeData>(`/v1/horoscope/${encodeURIComponent(horoscopeId)}`);

export const horoscopeQuery = (horoscopeId: string) =>
  queryOptions({
    queryKey: ['horoscopes', 'chart', horoscopeId],
    queryFn: () => getHoroscope(horoscopeId),
    staleTime: Infinity,
  });

export const useHoroscope = (horoscopeId: string | undefined) =>
  useQuery({ ...horoscopeQuery(horoscopeId ?? ''), enabled: Boolean(horoscopeId) });
