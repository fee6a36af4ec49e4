import type { HoroscopeInput } from '@kusp/astro';
import type { Gender, HoroscopeData } from '@kusp/contracts';
import type { Db } from '../../db/database.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { HoroscopeAccess } from './access.ts';
import { birthOffset, chartOf, horoscopeInputOf } from './chart.ts';
import * as repository from './repository.ts';
import { readableProfile } from './service.ts';

/** A saved horoscope's birth, for the engine, with what is shown beside its chart. */
export interface SavedBirth {
  name: string;
  gender: Gender;
  place: string;
  /** The UTC offset the birth is reckoned at (the profile's, or its place's own on that date). */
  utcOffset: string;
  input: HoroscopeInput;
}

/** What other modules may read of horoscopes (decorated as `app.horoscopes`). */
export interface HoroscopeReader {
  /** The chart of the customer's own (SELF) horoscope `horoscopeId`; null when it is not theirs. */
  ownChart(db: Db, customerId: string, horoscopeId: string): Promise<HoroscopeData | null>;
  /**
   * The birth of a horoscope the caller may read, as its screens allow: its owner, or an astrologer
   * a grant lets in. Anything else throws 404 NOT_FOUND.
   */
  readableBirth(db: Db, caller: Caller, horoscopeId: string): Promise<SavedBirth>;
}

export function createHoroscopeReader(access: HoroscopeAccess): HoroscopeReader {
  return {
    async ownChart(db, customerId, horoscopeId) {
      const row = await repository.findProfile(db, horoscopeId, customerId, 'SELF');
      return row ? chartOf(db, row) : null;
    },
    async readableBirth(db, caller, horoscopeId) {
      const row = await readableProfile(db, access, horoscopeId, caller);
      const utcOffset = birthOffset(row);
      return {
        name: row.name,
        gender: row.gender,
        place: row.birth_place,
        utcOffset,
        input: horoscopeInputOf(row, utcOffset),
      };
    },
  };
}
