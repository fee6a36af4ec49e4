import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Panchang, PanchangQuery } from '@kusp/contracts';
import { api } from '@/lib/api-client';
import { astroToolsKeys } from './keys';

export const getPanchang = (query: PanchangQuery) =>
  api<Panchang>('/v1/astro/panchang', {
    query: {
      date: query.date,
      latitude: String(query.latitude),
      longitude: String(query.longitude),
      timezone: query.timezone,
    },
  });

export const panchangQuery = (query: PanchangQuery) =>
  queryOptions({
    queryKey: astroToolsKeys.panchang(query),
    queryFn: () => getPanchang(query),
    // A day's panchang never changes.
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });

export const usePanchang = (query: PanchangQuery) => useQuery(panchangQuery(query));
