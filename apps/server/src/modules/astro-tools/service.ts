import type { CheckedPanchangQuery, Kundli, Matching, Panchang } from '@kusp/contracts';
import type { CheckedBirth } from './birth.ts';
import { kundliOf } from './kundli.ts';
import { matchOf } from './matching.ts';
import { createPanchangReader } from './panchang.ts';

/** The public astrology tools: no account, no database; each answer is the engine's. */
export interface AstroToolsService {
  panchang(query: CheckedPanchangQuery): Panchang;
  kundli(birth: CheckedBirth): Kundli;
  matching(boy: CheckedBirth, girl: CheckedBirth): Matching;
}

export function createAstroToolsService({
  now = () => new Date(),
  panchangCacheSize = 5000,
}: { now?: () => Date; panchangCacheSize?: number } = {}): AstroToolsService {
  const panchang = createPanchangReader(panchangCacheSize);
  return {
    panchang,
    kundli: (birth) => kundliOf(birth, now()),
    matching: matchOf,
  };
}
