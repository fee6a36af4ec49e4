import type { HoroscopeData, HoroscopeProfile } from '@kusp/contracts';
import type { Db } from '../../db/database.ts';
import { toProfile } from './birth-data.ts';
import { chartOf } from './chart.ts';
import * as repository from './repository.ts';

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
  /** The astrologer's external customer (EXTERNAL_CUSTOMER profile they own), or null. */
  externalCustomer(
    db: Db,
    astrologerId: string,
    horoscopeId: string,
  ): Promise<HoroscopeProfile | null>;
  /**
   * The profile and chart of an external customer, for a caller that has proved a right to it
   * without an account (the customer portal's share link); null when it is no such profile.
   */
  externalHoroscope(
    db: Db,
    horoscopeId: string,
  ): Promise<{ profile: HoroscopeProfile; chart: HoroscopeData } | null>;
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
    async externalCustomer(db, astrologerId, horoscopeId) {
      const row = await repository.findProfile(db, horoscopeId, astrologerId, 'EXTERNAL_CUSTOMER');
      return row ? toProfile(row) : null;
    },
    async externalHoroscope(db, horoscopeId) {
      const row = await repository.findExternalProfile(db, horoscopeId);
      return row ? { profile: toProfile(row), chart: await chartOf(db, row) } : null;
    },
  };
}
