import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  messages,
  shodashavargas,
  type HoroscopeProfilesResponse,
  type Kundli,
  type Matching,
  type Panchang,
} from '@kusp/contracts';
import { createAccount } from './support/accounts.ts';
import { askedQuestion, astrologerWithRate, birth as savedBirth, grant } from './support/money.ts';
import { pdfText } from './support/pdf-text.ts';
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

  it('casts a birth in local mean time: Kolkata in 1890 kept Madras time, +05:21:10', async () => {
    const res = await post('/api/v1/astro/kundli', {
      ...chart1,
      date: '1890-03-01',
      latitude: 22.5726,
      longitude: 88.3639,
      timezone: 'Asia/Kolkata',
    });
    expect(res.status).toBe(200);
    expect((res.json as unknown as Kundli).birth.utcOffset).toBe('+05:21');
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

/** A PDF answer: its status, type, size and the text a reader would copy out of it. */
async function readPdf(res: Awaited<ReturnType<typeof call>>, raw: Buffer) {
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(raw.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The bound: under 300 KB.
  expect(raw.length).toBeLessThan(300 * 1024);
  return pdfText(new Uint8Array(raw));
}

const inject = (
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; body?: unknown; language?: string },
) =>
  t.app.inject({
    method,
    url,
    headers: {
      'x-forwarded-for': address(),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
const asCall = (res: Awaited<ReturnType<typeof inject>>) => ({
  status: res.statusCode,
  headers: res.headers,
  json: undefined as never,
  text: '',
});

describe('POST /api/v1/astro/kundli/pdf', () => {
  it('prints the free kundli: name, birth, charts, planets and dasas', async () => {
    const res = await inject('POST', '/api/v1/astro/kundli/pdf', { body: chart1 });
    const { text, pages } = await readPdf(asCall(res), res.rawPayload);
    expect(res.headers['content-disposition']).toBe(
      "attachment; filename*=UTF-8''kundli-Chart-One.pdf",
    );
    expect(text).toContain('Kundli of Chart One');
    expect(text).toContain('Concord, Massachusetts, United States');
    expect(text).toContain('(UTC-04:00)');
    for (const part of ['Lagna (D1)', 'Navamsa (D9)', 'Dasamsa (D10)', 'Planets', 'Ashtakavarga'])
      expect(text).toContain(part);
    // The planet table and Vimshottari to two levels: nine mahadashas of nine antardashas.
    expect(text).toMatch(/Moon\s+\d+°\d{2}'\d{2}"\s+Gemini/);
    expect(text.match(/Antardasha/g)!.length).toBeGreaterThanOrEqual(81);
    expect(text).toContain('337');
    expect(pages).toBeGreaterThan(1);
  });

  it('embeds a font that prints a name in Devanagari', async () => {
    const res = await inject('POST', '/api/v1/astro/kundli/pdf', {
      body: { ...chart1, name: 'आशा वर्मा' },
    });
    const { text } = await readPdf(asCall(res), res.rawPayload);
    // Shaped text comes back in glyph order: the letters are there, the vowel signs may move.
    expect(text).toMatch(/Kundli of आशा व/);
    expect(res.rawPayload.toString('latin1')).toMatch(/\/FontFile2/);
  });

  it('is written in Hindi when the request asks for Hindi', async () => {
    const res = await inject('POST', '/api/v1/astro/kundli/pdf', {
      body: chart1,
      language: 'hi-IN,hi;q=0.9,en;q=0.8',
    });
    const { text } = await readPdf(asCall(res), res.rawPayload);
    // Shaped text comes back in glyph order (a vowel sign like ि moves before its letter), so
    // the words checked here are ones whose letters keep their order.
    expect(text).toContain('Chart One की कुंडली');
    for (const part of ['नवांश', 'दशमांश', 'मंगल दोष', 'चांद्र मास']) expect(text).toContain(part);
    // The planet table: grahas, rasis and nakshatras in Devanagari.
    expect(text).toMatch(/शुक्र\s+10°00'52"\s+मीन\s+उत्तर भाद्रपद/);
    expect(text).toMatch(/मंगल\s+19°08'40"\s+मेष\s+भरणी/);
    expect(text).toMatch(/लग्न\s+10°49'03"\s+कन्या\s+हस्त/);
    expect(text.match(/महादशा/g)!.length).toBeGreaterThanOrEqual(9);
    // No English label is left; the place is printed as it was given.
    expect(text).not.toMatch(/Kundli|Planets|Mahadasha|Antardasha|Ashtakavarga|Gemini|Pisces/);
    expect(text).toContain('Concord, Massachusetts, United States');
  });

  it.each([
    ['date', { date: '2201-01-01' }],
    ['time', { time: '7pm' }],
    ['timezone', { timezone: '+05:30' }],
    ['latitude', { latitude: undefined }],
  ])('refuses a bad %s with 400 naming it', async (field, change) => {
    const res = await post('/api/v1/astro/kundli/pdf', { ...chart1, ...change });
    expect(res.status).toBe(400);
    expect(Object.keys((res.json as unknown as { errors: Record<string, string> }).errors)).toEqual(
      [field],
    );
  });

  it('is limited per address: 10 a minute', async () => {
    const from = address();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await post('/api/v1/astro/kundli/pdf', { ...chart1, date: '1799-06-01' }, from)).status,
      );
    // Refused births count too: the limit is on the asking, before the work.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });
});

describe('saved horoscopes: GET /api/v1/horoscope/{id}/pdf and POST /api/v1/astro/matching/saved', () => {
  type Account = Awaited<ReturnType<typeof createAccount>>;
  let owner: Account;
  let other: Account;
  let outsider: Account;
  let ownId: string;
  let othersId: string;
  let clientId: string;
  let astrologer: Account;

  beforeAll(async () => {
    other = await createAccount(t.app, t.db, 'customer');
    othersId = String(
      (
        await call(t.app, 'POST', '/api/v1/horoscope/add', {
          token: other.token,
          body: { ...savedBirth, name: 'Other Person' },
        })
      ).json.horoscopeId,
    );
    outsider = await createAccount(t.app, t.db, 'astrologer');
    owner = await createAccount(t.app, t.db, 'customer');
    // The owner's horoscope comes with an unpaid question (which grants nothing).
    await askedQuestion(t, owner, outsider.id);
    const own = await call(t.app, 'GET', `/api/v1/horoscope/profile/${owner.id}`, {
      token: owner.token,
    });
    ownId = (own.json as unknown as HoroscopeProfilesResponse).horoscopeProfiles[0]!.horoscopeId;
    astrologer = await astrologerWithRate(t, '100');
    clientId = String(
      (
        await call(t.app, 'POST', '/api/v3/horoscope/add', {
          token: astrologer.token,
          body: { ...savedBirth, name: 'Client Kumar', countryCode: '91', phone: '9876543210' },
        })
      ).json.horoscopeId,
    );
  });

  const pdfOf = (id: string, token?: string) =>
    inject('GET', `/api/v1/horoscope/${id}/pdf`, { token });

  it("prints the owner's own horoscope and refuses another person's with 404", async () => {
    const mine = await pdfOf(ownId, owner.token);
    const { text } = await readPdf(asCall(mine), mine.rawPayload);
    expect(text).toContain('Kundli of Asha Rao');
    expect(text).toContain('15-05-1990 10:30:00 (UTC+05:30)');
    expect(text).toContain('New Delhi, Delhi, India');

    const theirs = await pdfOf(othersId, owner.token);
    expect(theirs.statusCode).toBe(404);
    expect(JSON.parse(theirs.body)).toMatchObject({ code: 'NOT_FOUND' });
    expect(theirs.body).not.toContain('Other Person');
    expect((await pdfOf(crypto.randomUUID(), owner.token)).statusCode).toBe(404);
    expect((await pdfOf('not-an-id', owner.token)).statusCode).toBe(404);
    expect((await pdfOf(ownId)).statusCode).toBe(401);
  });

  it("prints an astrologer's client, and a customer's horoscope only once a paid question grants it", async () => {
    const client = await pdfOf(clientId, astrologer.token);
    expect((await readPdf(asCall(client), client.rawPayload)).text).toContain(
      'Kundli of Client Kumar',
    );
    expect((await pdfOf(clientId, outsider.token)).statusCode).toBe(404);
    expect((await pdfOf(clientId, owner.token)).statusCode).toBe(404);

    expect((await pdfOf(ownId, astrologer.token)).statusCode).toBe(404);
    const { order } = await askedQuestion(t, owner, astrologer.id);
    await grant(t, owner.id, 1_000_000);
    const paid = await call(t.app, 'POST', '/api/v3/payment', {
      token: owner.token,
      body: { orderId: order.orderId, paymentProcessor: 'WALLET' },
    });
    expect(paid.status).toBe(200);
    const granted = await pdfOf(ownId, astrologer.token);
    expect((await readPdf(asCall(granted), granted.rawPayload)).text).toContain(
      'Kundli of Asha Rao',
    );
    // The grant is this astrologer's alone.
    expect((await pdfOf(ownId, outsider.token)).statusCode).toBe(404);
  });

  const girl = {
    name: 'Girl',
    date: '1995-08-15',
    time: '06:30:00',
    latitude: 19.076,
    longitude: 72.8777,
    timezone: 'Asia/Kolkata',
  };
  const matchSaved = (token: string | undefined, body: unknown) =>
    call(t.app, 'POST', '/api/v1/astro/matching/saved', {
      token,
      body,
      headers: { 'x-forwarded-for': address() },
    });

  it('matches a saved horoscope as either side, as the births themselves would', async () => {
    const birthOfSaved = {
      name: 'Asha Rao',
      date: '1990-05-15',
      time: '10:30:00',
      latitude: 28.6139,
      longitude: 77.209,
      timezone: 'Asia/Kolkata',
    };
    const byBirth = (await post('/api/v1/astro/matching', { boy: birthOfSaved, girl }))
      .json as unknown as Matching;
    const bySaved = await matchSaved(owner.token, { boyHoroscopeId: ownId, girl });
    expect(bySaved.status).toBe(200);
    expect(bySaved.json).toEqual(byBirth);
    const asGirl = (await matchSaved(owner.token, { boy: girl, girlHoroscopeId: ownId }))
      .json as unknown as Matching;
    expect(asGirl.girlMoon).toEqual(byBirth.boyMoon);
    // An astrologer matches two of their clients.
    const two = await matchSaved(astrologer.token, {
      boyHoroscopeId: clientId,
      girlHoroscopeId: clientId,
    });
    expect(two.status).toBe(200);
    expect((two.json as unknown as Matching).boyMoon.name).toBe('Client Kumar');
  });

  it.each([
    ['boyHoroscopeId', { girl }],
    ['girl', { boyHoroscopeId: 'x', girl, girlHoroscopeId: 'y' }],
    ['girl.date', { boyHoroscopeId: 'x', girl: { ...girl, date: '2300-01-01' } }],
  ])('refuses a request without exactly one of each side (%s) with 400', async (field, body) => {
    const res = await matchSaved(owner.token, body);
    expect(res.status).toBe(400);
    expect(Object.keys((res.json as unknown as { errors: Record<string, string> }).errors)).toEqual(
      [field],
    );
  });

  it("refuses another person's horoscope with 404 and a visitor with 401", async () => {
    const theirs = await matchSaved(owner.token, { boyHoroscopeId: othersId, girl });
    expect(theirs.status).toBe(404);
    expect(theirs.text).not.toContain('Other Person');
    expect((await matchSaved(outsider.token, { boyHoroscopeId: clientId, girl })).status).toBe(404);
    expect((await matchSaved(undefined, { boyHoroscopeId: ownId, girl })).status).toBe(401);
  });
});
