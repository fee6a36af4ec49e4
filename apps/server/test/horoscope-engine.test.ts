import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from './support/accounts.ts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await createAccount(t.app, t.db, 'astrologer')).token;
});
afterAll(() => t.close());

/** Chart 1 of P.V.R. Narasimha Rao's "Vedic Astrology: An Integrated Approach" (Virgo lagna). */
const chart1 = {
  birthDate: '09/04/2000',
  birthTime: '17:55:00',
  latitude: 42.5,
  longitude: -71.2,
  timeZone: '-04:00',
};
const compute = (body: unknown, auth = token) =>
  call(t.app, 'POST', '/api/v1/horoscope/compute', { token: auth, body });
const transit = (body: unknown) =>
  call(t.app, 'POST', '/api/v1/horoscope/transit', { token, body });

describe('horoscope engine endpoints', () => {
  it('casts a birth chart', async () => {
    const res = await compute(chart1);
    expect(res.status).toBe(200);
    const { planetDetails, shadvargaDetails, vimshottariDasaDetails } = res.json as unknown as {
      planetDetails: Record<string, { zodiacSignOccupiedByPlanet: string; house: number }>;
      shadvargaDetails: Record<string, { shadVargaPlanetPositions: Record<string, string[]> }>;
      vimshottariDasaDetails: { dasaData: { level: number; parentId: number | null }[] };
    };
    expect(planetDetails.Ascendant?.zodiacSignOccupiedByPlanet).toBe('Virgo');
    expect(planetDetails.Moon).toMatchObject({ zodiacSignOccupiedByPlanet: 'Gemini', house: 10 });
    expect(Object.keys(shadvargaDetails)).toEqual([
      'RASI',
      'HORA',
      'DREKKANA',
      'NAVAMSA',
      'DWADASAMSA',
      'TRIMSAMSA',
    ]);
    expect(shadvargaDetails.RASI?.shadVargaPlanetPositions.Aries).toEqual([
      'Mars',
      'Jupiter',
      'Saturn',
    ]);
    const levels = vimshottariDasaDetails.dasaData.map((p) => p.level);
    expect(new Set(levels)).toEqual(new Set([1, 2, 3]));
    expect(vimshottariDasaDetails.dasaData.filter((p) => p.parentId === null)).toHaveLength(10);
  });

  it('casts the same chart from a birth time written HH:mm as from HH:mm:00', async () => {
    const toTheMinute = await compute({ ...chart1, birthTime: '17:55' });
    expect(toTheMinute.status).toBe(200);
    expect(toTheMinute.json).toEqual((await compute(chart1)).json);
    expect((await compute({ ...chart1, birthTime: '17:5' })).status).toBe(400);
  });

  it('answers the transits at a moment', async () => {
    const res = await transit({ dateTime: '21-11-2026 23:59:59', timeZone: '+05:30' });
    expect(res.status).toBe(200);
    const items = (res.json as unknown as { transitData: Record<string, unknown>[] }).transitData;
    expect(items).toHaveLength(9);
    expect(items[0]).toEqual({
      planetName: 'Sun',
      fromZodiac: 'Scorpio',
      isRetrograde: false,
      transitTime: expect.stringMatching(/^2026-12-1\dT\d{2}:\d{2}:\d{2}\+05:30$/),
    });
  });

  it.each([
    ['birthDate', { birthDate: '31/02/2001' }],
    ['birthDate', { birthDate: '2001-02-03' }],
    ['birthDate', { birthDate: '01/01/1799' }],
    ['birthDate', { birthDate: '01/01/2201' }],
    ['birthTime', { birthTime: '25:00:00' }],
    ['latitude', { latitude: 95 }],
    ['longitude', { longitude: 200 }],
    ['timeZone', { timeZone: '+15:00' }],
    ['timeZone', { timeZone: '-1' }],
  ])('rejects a bad %s with 400', async (field, change) => {
    const res = await compute({ ...chart1, ...change });
    expect(res.status).toBe(400);
    expect(res.json.message).toEqual(expect.any(String));
    expect(Object.keys((res.json.errors ?? {}) as object)).toContain(field);
  });

  it.each([
    { dateTime: '31-02-2026 10:00:00', timeZone: '+05:30' },
    { dateTime: '21-11-2026 24:00:00', timeZone: '+05:30' },
    { dateTime: '21-11-2300 10:00:00', timeZone: '+05:30' },
    { dateTime: '21-11-2026 10:00:00', timeZone: '+14:30' },
    { dateTime: '21/11/2026 10:00:00', timeZone: '+05:30' },
  ])('rejects a bad transit request %o with 400', async (body) => {
    const res = await transit(body);
    expect(res.status).toBe(400);
    expect(res.json.message).toEqual(expect.any(String));
  });

  it('is public but rate-limited per client', async () => {
    expect((await compute(chart1, '')).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 125; i += 1)
      statuses.push(
        (await transit({ dateTime: '21-11-2026 10:00:00', timeZone: '+05:30' })).status,
      );
    expect(statuses).toContain(429);
  });
});
