import { describe, expect, it } from 'vitest';
import {
  AstroInputError,
  CHART_POINTS,
  computeHoroscope,
  SIGNS,
  validateHoroscopeInput,
  VARGAS,
} from '../src/index.ts';
import type { HoroscopeInput } from '../src/index.ts';

/*
 * Golden chart: Chart 1 of P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach" — 9 April 2000,
 * 17:55 EDT (−04:00), 42°30′ N 71°12′ W — as used by PyJHora's tests (chart_1 in jhora/tests/pvr_tests.py):
 * Virgo lagna; Mars, Jupiter, Saturn in Aries; Moon in Gemini; Rahu in Cancer; Ketu in Capricorn;
 * Sun, Mercury, Venus in Pisces.
 */
const chart1: HoroscopeInput = {
  year: 2000,
  month: 4,
  day: 9,
  hour: 17,
  minute: 55,
  second: 0,
  utcOffset: '-04:00',
  latitude: 42.5,
  longitude: -71.2,
};

describe('computeHoroscope', () => {
  const chart = computeHoroscope(chart1);

  it('casts the book chart', () => {
    const rasi = chart.shadvargaDetails.RASI.shadVargaPlanetPositions;
    expect(rasi).toEqual({
      Aries: ['Mars', 'Jupiter', 'Saturn'],
      Taurus: [],
      Gemini: ['Moon'],
      Cancer: ['Rahu'],
      Leo: [],
      Virgo: ['Ascendant'],
      Libra: [],
      Scorpio: [],
      Sagittarius: [],
      Capricorn: ['Ketu'],
      Aquarius: [],
      Pisces: ['Sun', 'Mercury', 'Venus'],
    });
    const houses = Object.fromEntries(CHART_POINTS.map((p) => [p, chart.planetDetails[p].house]));
    expect(houses).toEqual({
      Ascendant: 1,
      Sun: 7,
      Moon: 10,
      Mars: 8,
      Mercury: 7,
      Jupiter: 8,
      Venus: 7,
      Saturn: 8,
      Rahu: 11,
      Ketu: 5,
    });
    expect(chart.planetDetails.Venus.signRelation).toBe('Exalted');
    expect(chart.planetDetails.Mercury.signRelation).toBe('Debilitated');
    expect(chart.planetDetails.Saturn.signRelation).toBe('Debilitated');
    expect(chart.planetDetails.Mars.signRelation).toBe('Own');
  });

  it('describes every point consistently', () => {
    for (const point of CHART_POINTS) {
      const d = chart.planetDetails[point];
      expect(d.longitude).toBeGreaterThanOrEqual(0);
      expect(d.longitude).toBeLessThan(360);
      expect(d.degree).toBeCloseTo(d.longitude % 30, 9);
      expect(d.zodiacSignOccupiedByPlanet).toBe(SIGNS[Math.floor(d.longitude / 30)]);
      expect(d.pada).toBe((Math.floor(d.longitude / (10 / 3)) % 4) + 1);
    }
    expect(chart.planetDetails.Ascendant.signRelation).toBeNull();
    expect(chart.planetDetails.Rahu.isRetrograde).toBe(true);
    expect(chart.planetDetails.Ketu.longitude).toBeCloseTo(
      (chart.planetDetails.Rahu.longitude + 180) % 360,
      9,
    );
  });

  it('places every point once in each of the six vargas', () => {
    expect(Object.keys(chart.shadvargaDetails)).toEqual([...VARGAS]);
    for (const varga of VARGAS) {
      const positions = chart.shadvargaDetails[varga].shadVargaPlanetPositions;
      expect(Object.keys(positions)).toEqual([...SIGNS]);
      expect(Object.values(positions).flat().sort()).toEqual([...CHART_POINTS].sort());
    }
  });

  it('uses the true node when asked', () => {
    const trueNode = computeHoroscope({ ...chart1, node: 'true' });
    const gap = Math.abs(
      trueNode.planetDetails.Rahu.longitude - chart.planetDetails.Rahu.longitude,
    );
    expect(gap).toBeGreaterThan(0);
    expect(gap).toBeLessThan(2);
  });

  it('stays finite at the poles and at the ends of the date range', () => {
    for (const input of [
      { ...chart1, latitude: 90 },
      { ...chart1, latitude: -90, longitude: 180 },
      { ...chart1, year: 1800, month: 1, day: 1, hour: 0, minute: 0, utcOffset: '+14:00' },
      {
        ...chart1,
        year: 2200,
        month: 12,
        day: 31,
        hour: 23,
        minute: 59,
        second: 59,
        utcOffset: '-12:00',
      },
    ] as const) {
      const result = computeHoroscope(input);
      for (const point of CHART_POINTS) {
        const numbers = Object.values(result.planetDetails[point]).filter(
          (v) => typeof v === 'number',
        );
        expect(numbers.every(Number.isFinite), point).toBe(true);
      }
      expect(
        result.vimshottariDasaDetails.dasaData.every(
          (p) => !Number.isNaN(Date.parse(p.endingTime)),
        ),
      ).toBe(true);
    }
  });

  it.each([
    ['year', { year: 1799 }],
    ['year', { year: 2201 }],
    ['day', { month: 2, day: 31 }],
    ['day', { year: 2001, month: 2, day: 29 }],
    ['hour', { hour: 25 }],
    ['minute', { minute: 60 }],
    ['latitude', { latitude: 95 }],
    ['latitude', { latitude: Number.NaN }],
    ['longitude', { longitude: -181 }],
    ['utcOffset', { utcOffset: '+15:00' }],
    ['utcOffset', { utcOffset: '-12:30' }],
    ['utcOffset', { utcOffset: '-1' }],
  ] as const)('rejects an impossible %s', (field, change) => {
    const input = { ...chart1, ...change } as HoroscopeInput;
    expect(() => computeHoroscope(input)).toThrow(AstroInputError);
    expect(() => validateHoroscopeInput(input)).toThrow(AstroInputError);
    try {
      computeHoroscope(input);
    } catch (error) {
      expect((error as AstroInputError).field).toBe(field);
      expect(error).toBeInstanceOf(RangeError);
    }
  });
});
