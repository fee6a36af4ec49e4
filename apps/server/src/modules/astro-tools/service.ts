import type { CheckedPanchangQuery, Kundli, Language, Matching, Panchang } from '@kusp/contracts';
import { horoscopeInput, type CheckedBirth } from './birth.ts';
import { kundliOf } from './kundli.ts';
import { kundliPdf } from './kundli-pdf.ts';
import { matchOf, type MatchPerson } from './matching.ts';
import { createPanchangReader } from './panchang.ts';
import type { SavedBirth } from '../horoscopes/reader.ts';

/** The astrology tools: no database of their own; each answer is the engine's. */
export interface AstroToolsService {
  panchang(query: CheckedPanchangQuery): Panchang;
  kundli(birth: CheckedBirth): Kundli;
  /** The kundli of a saved horoscope (its birth read through `app.horoscopes`). */
  savedKundli(birth: SavedBirth): Kundli;
  /** The printable kundli, its labels and astrology's names in `language`. */
  pdf(kundli: Kundli, language: Language): Promise<Buffer>;
  matching(boy: MatchPerson, girl: MatchPerson): Matching;
}

/** A birth from a form as one side of a match. */
export const matchPersonOf = (birth: CheckedBirth): MatchPerson => ({
  name: birth.name,
  input: horoscopeInput(birth),
});

export function createAstroToolsService({
  now = () => new Date(),
  panchangCacheSize = 5000,
}: { now?: () => Date; panchangCacheSize?: number } = {}): AstroToolsService {
  const panchang = createPanchangReader(panchangCacheSize);
  return {
    panchang,
    kundli: (birth) => kundliOf(() => horoscopeInput(birth), birth, now()),
    savedKundli: (birth) =>
      kundliOf(() => birth.input, { ...birth, timezone: birth.utcOffset }, now()),
    pdf: (kundli, language) => kundliPdf(kundli, now(), language),
    matching: matchOf,
  };
}
