import { useMutation } from '@tanstack/react-query';
import type { BirthDetails, Kundli, Matching } from '@kusp/contracts';
import { api } from '@/lib/api-client';

/** The free kundli of a birth (nothing is stored). */
export const makeKundli = (birth: BirthDetails) =>
  api<Kundli>('/v1/astro/kundli', { method: 'POST', body: birth });

export const useMakeKundli = () => useMutation({ mutationFn: makeKundli });

/** Kundli matching of two births (nothing is stored). */
export const matchKundlis = (pair: { boy: BirthDetails; girl: BirthDetails }) =>
  api<Matching>('/v1/astro/matching', { method: 'POST', body: pair });

export const useMatchKundlis = () => useMutation({ mutationFn: matchKundlis });
