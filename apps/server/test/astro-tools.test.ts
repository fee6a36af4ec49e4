import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  messages,
  shodashavargas,
  type Kundli,
  type Matching,
  type Panchang,
} from '@kusp/contracts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// Every request from an address of its own, so the limits of one test never stop another's.
let next = 0;
const address = () => `198.18.${Math.floor(next / 250)}.${(next++ % 250) + 1}`;
const get = (url: string, from = address()) =>
  call(t.app, 'GET', url, { headers: { 'x-forwarded-for': from } });
const post = (url: string, body: unknown, from = address()) =>
  call(t.app, 'POST', url, { body, headers: { 'x-forwarded-for': from } });

const newDelhi = { latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };
const panchangUrl = (query: Record<string, string | number>) =>
  `/api/v1/astro/panchang?${new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  )}`;

const CLOCK = /^\d{2}:\d{2}:\d{2}$/;
const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/;

describe('GET /api/v1/astro/panchang', () => {
  it("answers a day's panchang from sunrise to sunrise", async () => {
    const res = await get(panchangUrl({ date: '2026-11-27', ...newDelhi }));
    expect(res.status).toBe(200);
    const day = res.json as unknown as Panchang;
    // A Friday in late November: New Delhi's sun rises near 6:55 and sets near 17:25.
    expect(day.vara.name).toBe('Friday');
    expect(day.utcOffset).toBe('+05:30');
    expect(day.sunrise).toMatch(/^06:[45]\d:\d{2}$/);
    expect(day.sunset).toMatch(/^17:2\d:\d{2}$/);
    for (const clock of [day.moonrise, day.moonset]) expect(clock ?? '00:00:00').toMatch(CLOCK);
    const sunrise = `2026-11-27T${day.sunrise}+05:30`;
    for (const limb of [day.tithi, day.nakshatra, day.yoga, day.karana]) {
      expect(limb.length).toBeGreaterThan(0);
      // The first runs at sunrise; each next one begins where the last ends.
      expect(limb[0]!.startsAt <= sunrise && sunrise < limb[0]!.endsAt).toBe(true);
      limb.forEach((span, i) => {
        expect(span).toMatchObject({
          startsAt: expect.stringMatching(LOCAL),
          name: expect.any(String),
        });
        if (i > 0) expect(span.startsAt).toBe(limb[i - 1]!.endsAt);
      });
    }
    // Karanas are half tithis: two for each tithi of the day, give or take one.
    expect(day.karana.length).toBeGreaterThanOrEqual(day.tithi.length);
    for (const period of [day.rahuKalam, day.yamaganda, day.gulikaKalam, day.abhijit]) {
      expect(period.start < period.end).toBe(true);
      expect(period.start >= sunrise).toBe(true);
    }
    // Friday's rahu kalam is the fourth eighth of the day (10:30–12:00 on a 6-to-6 day).
    expect(day.rahuKalam.start).toMatch(/T1[01]:/);
    expect(day.masa).toEqual({
      amanta: expect.any(String),
      purnimanta: expect.any(String),
      adhika: false,
    });
    // Vikram samvat runs 57 years ahead of the Gregorian one after Chaitra, Shaka 78 behind.
    expect(day.samvat).toEqual({ vikram: 2083, shaka: 1948 });
  });

  it('reckons the Hindu rising: the centre of the disc, minutes after the upper limb', async () => {
    const standard = (await get(panchangUrl({ date: '2026-11-27', ...newDelhi }))).json;
    const hindu = (
      await get(panchangUrl({ date: '2026-11-27', ...newDelhi, riseConvention: 'hindu' }))
    ).json as unknown as Panchang;
    expect(hindu.riseConvention).toBe('hindu');
    expect(hindu.sunrise > (standard as unknown as Panchang).sunrise).toBe(true);
  });

  it('gives one answer for a place rounded to 0.01°', async () => {
    const a = await get(panchangUrl({ date: '2030-03-01', ...newDelhi, latitude: 28.6139 }));
    const b = await get(panchangUrl({ date: '2030-03-01', ...newDelhi, latitude: 28.6051 }));
    expect(a.json).toMatchObject({ latitude: 28.61, longitude: 77.21 });
    expect(b.json).toEqual(a.json);
  });

  it('follows daylight saving: a New York summer day at -04:00', async () => {
    const res = await get(
      panchangUrl({
        date: '2026-07-04',
        latitude: 40.71,
        longitude: -74.01,
        timezone: 'America/New_York',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ utcOffset: '-04:00', sunrise: expect.stringMatching(/^05:/) });
  });

  it.each([
    ['date', { date: '1799-12-31' }, 'The year must be from 1800 to 2200'],
    ['date', { date: '2201-01-01' }, 'The year must be from 1800 to 2200'],
    ['date', { date: '2026-02-30' }, messages.astroTools.date],
    ['date', { date: undefined }, messages.astroTools.date],
    ['latitude', { latitude: 69.65 }, messages.astroTools.polarLatitude],
    ['latitude', { latitude: -70 }, messages.astroTools.polarLatitude],
    ['longitude', { longitude: 181 }, 'Longitude must be a number between -180 and 180'],
    ['timezone', { timezone: 'Mars/Olympus_Mons' }, messages.astroTools.timezone],
    ['timezone', { timezone: '+05:30' }, messages.astroTools.timezone],
    ['timezone', { timezone: undefined }, messages.astroTools.timezone],
    ['riseConvention', { riseConvention: 'vedic' }, messages.astroTools.riseConvention],
  ])('refuses a bad %s with 400 naming it', async (field, change, text) => {
    const query = Object.fromEntries(
      Object.entries({ date: '2026-11-27', ...newDelhi, ...change }).filter(
        ([, v]) => v !== undefined,
      ),
    ) as Record<string, string | number>;
    const res = await get(panchangUrl(query));
    expect(res.status).toBe(400);
    expect((res.json as unknown as { errors: Record<string, string> }).errors).toEqual({
      [field]: text,
    });
  });

  it('is limited per address: 60 a minute, another address unaffected', async () => {
    const from = '203.0.113.46';
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1)
      statuses.push((await get(panchangUrl({ date: '2026-11-27', ...newDelhi }), from)).status);
    expect(statuses).toEqual([...Array(60).fill(200), 429]);
    const refused = await get(panchangUrl({ date: '2026-11-27', ...newDelhi }), from);
    expect(refused.json).toEqual({
      code: 'RATE_LIMITED',
      message: messages.generic.tooManyRequests,
    });
    expect((await get(panchangUrl({ date: '2026-11-27', ...newDelhi }))).status).toBe(200);
  });
});

/** Chart 1 of P.V.R. Narasimha Rao's "Vedic Astrology: An Integrated Approach" (Virgo lagna). */
const chart1 = {
  name: 'Chart One',
  gender: 'MALE',
  date: '2000-04-09',
  time: '17:55',
  latitude: 42.5,
  longitude: -71.2,
  timezone: 'America/New_York',
  place: 'Concord, Massachusetts, United States',
};

describe('POST /api/v1/astro/kundli', () => {
  it('casts the whole kundli of a birth', async () => {
    const res = await post('/api/v1/astro/kundli', chart1);
    expect(res.status).toBe(200);
    const kundli = res.json as unknown as Kundli;
    expect(kundli.birth).toMatchObject({
      name: 'Chart One',
      time: '17:55:00',
      utcOffset: '-04:00',
    });
    const { planetDetails } = kundli.chart;
    expect(planetDetails.Ascendant?.zodiacSignOccupiedByPlanet).toBe('Virgo');
    expect(planetDetails.Moon).toMatchObject({
      zodiacSignOccupiedByPlanet: 'Gemini',
      house: 10,
      nakshatra: expect.any(String),
      pada: expect.any(Number),
    });
    // The birth panchanga: a Sunday evening, after that day's sunrise.
    expect(kundli.panchanga?.vara.name).toBe('Sunday');
    expect(kundli.panchanga?.nakshatra.name).toBe(planetDetails.Moon?.nakshatra);
    // Sixteen vargas; the rasi is the chart's own.
    expect(kundli.vargas.map((v) => v.code)).toEqual([...shodashavargas]);
    expect(kundli.vargas[0]!.placements).toEqual(
      kundli.chart.shadvargaDetails.RASI?.shadVargaPlanetPositions,
    );
    expect(kundli.vargas.find((v) => v.code === 'D9')!.placements).toEqual(
      kundli.chart.shadvargaDetails.NAVAMSA?.shadVargaPlanetPositions,
    );
    for (const varga of kundli.vargas)
      expect(Object.values(varga.placements).flat()).toHaveLength(10);
    // Ashtakavarga totals are the same in every chart.
    expect(Object.fromEntries(kundli.ashtakavarga.bhinna.map((b) => [b.owner, b.total]))).toEqual({
      Sun: 48,
      Moon: 49,
      Mars: 39,
      Mercury: 54,
      Jupiter: 56,
      Venus: 52,
      Saturn: 39,
      Lagna: 49,
    });
    expect(kundli.ashtakavarga.sarvaTotal).toBe(337);
    // Yogini: 36-year cycles with eight antardashas each.
    expect(kundli.yogini[0]!.subPeriods).toHaveLength(8);
    expect(kundli.yogini[0]!.yogini).toEqual(expect.any(String));
    // The running periods nest, the mahadasha down to the prana.
    const now = Date.now();
    const running = kundli.running.vimshottari;
    expect(running.map((p) => p.level)).toEqual([1, 2, 3, 4, 5]);
    for (const period of running) {
      expect(Date.parse(period.start)).toBeLessThanOrEqual(now);
      expect(Date.parse(period.end)).toBeGreaterThan(now);
    }
    expect(kundli.running.yogini.map((p) => p.level)).toEqual([1, 2]);
    expect(kundli.mangalDosha).toMatchObject({
      present: expect.any(Boolean),
      cancelledBy: expect.any(Array),
    });
  });

  it.each([
    ['date', { date: '1799-06-01' }],
    ['date', { date: '09/04/2000' }],
    ['date', { date: undefined }],
    ['time', { time: '24:10' }],
    ['time', { time: undefined }],
    ['latitude', { latitude: 91 }],
    ['latitude', { latitude: undefined }],
    ['timezone', { timezone: 'Asia/Atlantis' }],
    ['gender', { gender: 'X' }],
  ])('refuses a bad %s with 400 naming it', async (field, change) => {
    const res = await post('/api/v1/astro/kundli', { ...chart1, ...change });
    expect(res.status).toBe(400);
    expect(Object.keys((res.json as unknown as { errors: Record<string, string> }).errors)).toEqual(
      [field],
    );
  });
});

describe('POST /api/v1/astro/matching', () => {
  const girl = {
    name: 'Girl',
    date: '1995-08-15',
    time: '06:30:00',
    latitude: 19.076,
    longitude: 72.8777,
    timezone: 'Asia/Kolkata',
  };

  it('scores the eight kootas out of 36 and reports mangal dosha for both', async () => {
    const res = await post('/api/v1/astro/matching', { boy: chart1, girl });
    expect(res.status).toBe(200);
    const match = res.json as unknown as Matching;
    expect(match.kootas.map((k) => [k.name, k.max])).toEqual([
      ['Varna', 1],
      ['Vashya', 2],
      ['Tara', 3],
      ['Yoni', 4],
      ['Graha Maitri', 5],
      ['Gana', 6],
      ['Bhakoot', 7],
      ['Nadi', 8],
    ]);
    for (const koota of match.kootas) {
      expect(koota.points).toBeGreaterThanOrEqual(0);
      expect(koota.points).toBeLessThanOrEqual(koota.max);
      expect(koota.boy).not.toBe('');
    }
    expect(match.total).toBe(match.kootas.reduce((sum, k) => sum + k.points, 0));
    expect(match.max).toBe(36);
    expect(match.verdict).toEqual(expect.any(String));
    expect(match.boyMoon).toMatchObject({ name: 'Chart One', sign: 'Gemini' });
    expect(match.manglik.boy).toMatchObject({ fromLagna: { house: expect.any(Number) } });
    expect(match.manglik.girl).toMatchObject({ fromMoon: { house: expect.any(Number) } });
  });

  it('gives the same births the most points of their own nadi and tara', async () => {
    const same = (await post('/api/v1/astro/matching', { boy: girl, girl }))
      .json as unknown as Matching;
    // One Moon twice: one nadi (0 of 8), one sign (bhakoot 7 of 7).
    expect(same.kootas.find((k) => k.name === 'Nadi')!.points).toBe(0);
    expect(same.kootas.find((k) => k.name === 'Bhakoot')!.points).toBe(7);
    expect(same.cancellations).toEqual([]);
  });

  it.each([
    ['girl.date', { girl: { ...girl, date: undefined } }],
    ['boy.timezone', { boy: { ...chart1, timezone: 'India' } }],
    ['girl', { girl: undefined }],
  ])('refuses a bad %s with 400 naming it', async (field, change) => {
    const res = await post('/api/v1/astro/matching', { boy: chart1, girl, ...change });
    expect(res.status).toBe(400);
    expect(Object.keys((res.json as unknown as { errors: Record<string, string> }).errors)).toEqual(
      [field],
    );
  });
});
