import { useMutation } from '@tanstack/react-query';
import type { BirthDetails, Kundli, Matching, SavedMatchingRequest } from '@kusp/contracts';
import { api } from '@/lib/api-client';

/** The free kundli of a birth (nothing is stored). */
export const makeKundli = (birth: BirthDetails) =>
  api<Kundli>('/v1/astro/kundli', { method: 'POST', body: birth });

export const useMakeKundli = () => useMutation({ mutationFn: makeKundli });

/**
 * Kundli matching of two births (nothing is stored); with a saved horoscope on either side, the
 * signed-in route, which reads it.
 */
export const matchKundlis = (request: SavedMatchingRequest) =>
  request.boyHoroscopeId || request.girlHoroscopeId
    ? api<Matching>('/v1/astro/matching/saved', { method: 'POST', body: request })
    : api<Matching>('/v1/astro/matching', {
        method: 'POST',
        body: { boy: request.boy, girl: request.girl },
      });

export const useMatchKundlis = () => useMutation({ mutationFn: matchKundlis });
