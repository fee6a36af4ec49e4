import { describe, expect, it } from 'vitest';
import { parseUtcOffset } from '../src/input.ts';
import { deltaTSeconds, epochMsFromJulianDay, formatIsoTime, julianDay } from '../src/time.ts';

describe('time scales and formatting', () => {
  it('computes Julian days of Gregorian dates', () => {
    expect(julianDay(2000, 1, 1, 12)).toBe(2451545);
    expect(julianDay(1957, 10, 4, 19.44)).toBeCloseTo(2436116.31, 9); // Meeus, example 7.a
    expect(julianDay(1800, 1, 1)).toBe(2378496.5);
    expect(epochMsFromJulianDay(2440587.5)).toBe(0);
  });

  it('formats ISO 8601 local times like Date does, at any offset', () => {
    for (let i = 0; i < 2000; i++) {
      const ms = Date.UTC(1790, 0, 1) + ((i * 7919) % 2000) * 86400e3 * 73.3 + i * 1000;
      const offset = ((i % 105) - 48) * 15;
      const local = new Date(Math.round(ms / 1000) * 1000 + offset * 60e3)
        .toISOString()
        .slice(0, 19);
      const sign = offset < 0 ? '-' : '+';
      const abs = Math.abs(offset);
      const suffix = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
      expect(formatIsoTime(ms, offset)).toBe(local + suffix);
    }
  });

  it('interpolates ΔT smoothly through the table (values from Swiss Ephemeris 2.10)', () => {
    expect(deltaTSeconds(julianDay(2000, 1, 1))).toBeCloseTo(63.83, 1);
    expect(deltaTSeconds(julianDay(1900, 1, 1))).toBeCloseTo(-1.99, 1);
    expect(deltaTSeconds(julianDay(2100, 1, 1))).toBeCloseTo(93.18, 1);
    for (let jd = julianDay(1800, 1, 1); jd < julianDay(2200, 12, 31); jd += 97.3) {
      expect(Math.abs(deltaTSeconds(jd + 1) - deltaTSeconds(jd))).toBeLessThan(0.01);
    }
  });

  it('parses resolved UTC offsets', () => {
    expect(parseUtcOffset('+05:30')).toBe(330);
    expect(parseUtcOffset('-03:45')).toBe(-225);
    expect(parseUtcOffset('+14:00')).toBe(840);
    expect(() => parseUtcOffset('+14:15')).toThrow(RangeError);
    expect(() => parseUtcOffset('05:30')).toThrow(RangeError);
    expect(() => parseUtcOffset('+05:60')).toThrow(RangeError);
  });
});
