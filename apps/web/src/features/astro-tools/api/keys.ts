import type { PanchangQuery } from '@kusp/contracts';

/** The astrology tools' query keys: one object, so nothing types them out again. */
export const astroToolsKeys = {
  all: ['astro-tools'] as const,
  panchang: (query: PanchangQuery) => [...astroToolsKeys.all, 'panchang', query] as const,
};
