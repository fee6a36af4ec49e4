import { describe, expect, it } from 'vitest';
import {
  aspectedHouses,
  computeHoroscope,
  houseLord,
  houseSign,
  runningDasa,
} from '../src/index.ts';

describe('houses', () => {
  it('counts whole-sign houses from the Lagna and names their lords', () => {
    expect(houseSign('Aries', 1)).toBe('Aries');
    expect(houseSign('Aries', 10)).toBe('Capricorn');
    expect(houseSign('Sagittarius', 7)).toBe('Gemini');
    expect(houseSign('Pisces', 2)).toBe('Aries');
    expect(houseLord('Aries', 10)).toBe('Saturn');
    expect(houseLord('Leo', 7)).toBe('Saturn');
    expect(houseLord('Cancer', 1)).toBe('Moon');
    expect(houseLord('Virgo', 5)).toBe('Saturn');
    expect(houseLord('Libra', 9)).toBe('Mercury');
  });

  it('gives each graha its Parashari full aspects, wrapping past the 12th house', () => {
    expect(aspectedHouses('Sun', 1)).toEqual([7]);
    expect(aspectedHouses('Mars', 10)).toEqual([1, 4, 5]);
    expect(aspectedHouses('Jupiter', 9)).toEqual([1, 3, 5]);
    expect(aspectedHouses('Saturn', 12)).toEqual([2, 6, 9]);
    expect(aspectedHouses('Rahu', 3)).toEqual([]);
  });

  it('finds the three dasa levels running at a moment, nested in one another', () => {
    const chart = computeHoroscope({
      year: 1996,
      month: 12,
      day: 7,
      hour: 10,
      minute: 34,
      second: 0,
      utcOffset: '+05:30',
      latitude: 13.0389,
      longitude: 80.2619,
    });
    const periods = chart.vimshottariDasaDetails.dasaData;
    // Chennai 1996: Rahu mahadasha until 2014-07-16, then Jupiter (PyJHora's golden dates).
    const at = Date.parse('2020-01-01T00:00:00Z');
    const running = runningDasa(periods, at);
    expect(running).not.toBeNull();
    const [maha, antar, pratyantar] = running!;
    expect(maha.planetName).toBe('Jupiter');
    expect(antar.parentId).toBe(maha.id);
    expect(pratyantar.parentId).toBe(antar.id);
    for (const p of running!) {
      expect(Date.parse(p.startingTime)).toBeLessThanOrEqual(at);
      expect(Date.parse(p.endingTime)).toBeGreaterThan(at);
    }
    expect(runningDasa(periods, Date.parse('1800-01-01T00:00:00Z'))).toBeNull();
  });
});
