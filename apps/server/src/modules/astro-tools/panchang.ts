import { panchangaForDay, type PanchangaDay, type Span, type UtcOffset } from '@kusp/astro';
import type { CheckedPanchangQuery as CheckedQuery, Panchang } from '@kusp/contracts';
import { LRUCache } from 'lru-cache';
import { offsetInZone } from '../geo/time-zone.ts';
import { engine } from './birth.ts';

const limb = <S extends Span & { name: string }>({ number, name, start, end }: S) => ({
  number,
  name,
  startsAt: start,
  endsAt: end,
});

/** 'YYYY-MM-DDTHH:mm:ss+05:30' -> 'HH:mm:ss'. */
const clock = (iso: string) => iso.slice(11, 19);

function toPanchang(day: PanchangaDay, query: CheckedQuery, utcOffset: string): Panchang {
  return {
    date: day.date,
    latitude: query.latitude,
    longitude: query.longitude,
    timezone: query.timezone,
    utcOffset,
    riseConvention: query.riseConvention,
    sunrise: clock(day.sunrise),
    sunset: clock(day.sunset),
    moonrise: day.moonrise && clock(day.moonrise),
    moonset: day.moonset && clock(day.moonset),
    vara: day.vara,
    tithi: day.tithis.map((t) => ({ ...limb(t), paksha: t.paksha })),
    nakshatra: day.nakshatras.map((n) => ({ ...limb(n), lord: n.lord })),
    yoga: day.yogas.map(limb),
    karana: day.karanas.map(limb),
    rahuKalam: day.rahuKalam,
    yamaganda: day.yamaganda,
    gulikaKalam: day.gulikaKalam,
    abhijit: day.abhijit,
    masa: {
      amanta: day.masa.amanta.name,
      purnimanta: day.masa.purnimanta.name,
      adhika: day.masa.amanta.adhika,
    },
    samvat: { vikram: day.vikramSamvat, shaka: day.shakaSamvat },
    ritu: day.ritu,
  };
}

/**
 * The panchang of a civil day at a place. Places are rounded to 0.01° (about a kilometre, a few
 * seconds of sunrise), so everyone in a town shares one cached day.
 */
export function createPanchangReader(cacheSize = 5000) {
  const cache = new LRUCache<string, Panchang>({ max: cacheSize });
  return function panchang(query: CheckedQuery): Panchang {
    const latitude = Math.round(query.latitude * 100) / 100;
    const longitude = Math.round(query.longitude * 100) / 100;
    const rounded = { ...query, latitude, longitude };
    const key = [query.date, latitude, longitude, query.timezone, query.riseConvention].join('|');
    const cached = cache.get(key);
    if (cached) return cached;
    const [year, month, day] = query.date.split('-').map(Number);
    // The offset at the day's noon, clear of daylight-saving switches (docs/astrology.md).
    const utcOffset = offsetInZone(query.timezone, query.date) as UtcOffset;
    const result = engine(() =>
      panchangaForDay({
        year: year!,
        month: month!,
        day: day!,
        utcOffset,
        latitude,
        longitude,
        rising: query.riseConvention === 'hindu' ? 'hindu' : 'almanac',
      }),
    );
    const answer = toPanchang(result, rounded, utcOffset);
    cache.set(key, answer);
    return answer;
  };
}
