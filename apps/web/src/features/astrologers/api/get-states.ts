import { useQuery } from '@tanstack/react-query';
import type { State } from '@kusp/contracts';
import { api } from '@/lib/api-client';

export const getStates = (countryCode: string, signal?: AbortSignal) =>
  api<State[]>(`/v1/geo/country/${encodeURIComponent(countryCode)}/state`, { signal });

export const useStates = (countryCode: string) =>
  useQuery({
    queryKey: ['geo', 'states', countryCode],
    queryFn: ({ signal }) => getStates(countryCode, signal),
    staleTime: Infinity,
  });
