import type { Db } from '../../db/database.ts';

/**
 * A reason for an astrologer to read a horoscope they do not own: a customer opened something with
 * them (a question, a live session). Grants only let them read the profile and its chart.
 */
export type HoroscopeGrant = (
  db: Db,
  astrologerId: string,
  horoscopeId: string,
) => Promise<boolean>;

export interface HoroscopeAccess {
  /** Modules add their grant once, when their routes are registered. */
  register(grant: HoroscopeGrant): void;
  /** True when any registered grant lets this astrologer read this horoscope. */
  granted(db: Db, astrologerId: string, horoscopeId: string): Promise<boolean>;
}

export function createHoroscopeAccess(): HoroscopeAccess {
  const grants: HoroscopeGrant[] = [];
  return {
    register(grant) {
      grants.push(grant);
    },
    async granted(db, astrologerId, horoscopeId) {
      for (const grant of grants) if (await grant(db, astrologerId, horoscopeId)) return true;
      return false;
    },
  };
}
