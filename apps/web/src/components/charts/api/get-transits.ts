import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TransitResponse } from '@kusp/contracts';
import { api } from '@/lib/api-client';

/** The planets' signs and next changes from the end of a day (the engine's transit call). */
export const getTransits = (dateTime: string, timeZone: string) =>
  api<TransitResponse>('/v1/horoscope/transit', { method: 'POST', body: { dateTime, timeZone } });

export const transitsQuery = (dateTime: string, timeZone: string) =>
  queryOptions({
    queryKey: ['horoscopes', 'transits', dateTime, timeZone],
    queryFn: () => getTransits(dateTime, timeZone),
    staleTime: 60 * 60_000,
  });

export const useTransits = (dateTime: string, timeZone: string) =>
  useQuery(transitsQuery(dateTime, timeZone));
