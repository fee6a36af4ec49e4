import type { HoroscopeData } from '@kusp/contracts';
import type { Db } from '../../db/database.ts';
import { chartOf } from './chart.ts';
import * as repository from './repository.ts';

/** What other modules may read of horoscopes (decorated as `app.horoscopes`). */
export interface HoroscopeReader {
  /** The chart of the customer's own (SELF) horoscope `horoscopeId`; null when it is not theirs. */
  ownChart(db: Db, customerId: string, horoscopeId: string): Promise<HoroscopeData | null>;
}

export function createHoroscopeReader(): HoroscopeReader {
  return {
    async ownChart(db, customerId, horoscopeId) {
      const row = await repository.findProfile(db, horoscopeId, customerId, 'SELF');
      return row ? chartOf(db, row) : null;
    },
  };
}
