import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  horoscopeDataSchema,
  paiseToMillicredits,
  monthNames,
  type DasaPeriodData,
  type HoroscopeData,
  type Question,
  type Quote,
} from '@kusp/contracts';
import { demoAstrologer, demoCustomer, demoPassword } from '../src/modules/demo/seed.ts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
let chart: HoroscopeData;
let me: { id: string };

beforeAll(async () => {
  t = await startTestApp({ seedDemo: true });
  const login = await call(t.app, 'POST', '/api/v1/authentication', {
    body: { username: demoCustomer.loginId, password: demoPassword },
  });
  token = String(login.json.token);
  me = { id: String((await call(t.app, 'GET', '/api/v1/user/me', { token })).json.id) };
  const profiles = await call(t.app, 'GET', `/api/v1/horoscope/profile/${me.id}`, { token });
  const [self] = profiles.json.horoscopeProfiles as Array<{ horoscopeId: string }>;
  chart = horoscopeDataSchema.parse(
    (await call(t.app, 'GET', `/api/v1/horoscope/${self!.horoscopeId}`, { token })).json,
  );
});
afterAll(() => t.close());

/** The mahadasha the customer's chart screen shows as running today. */
const runningMahadasha = () =>
  chart.vimshottariDasaDetails.dasaData.find(
    (p: DasaPeriodData) =>
      p.level === 1 &&
      Date.parse(p.startingTime) <= Date.now() &&
      Date.now() < Date.parse(p.endingTime),
  )!;

describe("the demo's chat and answer read the demo customer's own chart", () => {
  it('the chart shows Rahu mahadasha until 2029 with Rahu in the seventh house', () => {
    expect(runningMahadasha()).toMatchObject({ planetName: 'Rahu' });
    expect(runningMahadasha().endingTime.slice(0, 4)).toBe('2029');
    expect(chart.planetDetails.Rahu.house).toBe(7);
  });

  it('the seeded chat names that mahadasha and house', async () => {
    const [session] = await t.db.selectFrom('chat_sessions').selectAll().execute();
    const page = await call(
      t.app,
      'GET',
      `/api/v1/conversation/${session!.user_id}/${session!.astrologer_id}/messages?pageSize=50`,
      { token },
    );
    const text = (page.json.data as Array<{ content: string }>).map((m) => m.content).join('\n');
    expect(text).toContain('you are running Rahu mahadasha');
    expect(text).toContain('sits in your seventh house');
    expect(text).toContain('runs until 2029');
    expect(text).not.toMatch(/Jupiter mahadasha|ninth/);
  });

  it("the answered question's answer names that mahadasha", async () => {
    const mine = await call(t.app, 'GET', '/api/v1/question/my-questions', { token });
    const answered = (mine.json.content as Question[]).find((q) => q.answerStatus === 'ANSWERED');
    expect(answered!.answer).toMatch(
      /^You are in Rahu mahadasha until 2029, in its \w+ antardasha/,
    );
    expect(answered!.answer).not.toContain('Jupiter period');
  });

  it("customers read the demo astrologer's About as a real introduction", async () => {
    const [demo] = (await call(t.app, 'GET', '/api/v3/astrologer/list?search=Demo')).json as Array<{
      astrologerId: string;
    }>;
    const profile = await call(t.app, 'GET', `/api/v3/astrologer/profile/${demo!.astrologerId}`);
    expect(JSON.stringify(profile.json)).toContain('Vedic astrologer for everyday questions');
    expect(JSON.stringify(profile.json)).not.toContain('edit this profile');
  });
});

const SIGNS = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
];
const ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
];
const monthOf = (iso: string) => `${monthNames[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

/** The dasa period of a level running now, and the one after it, as the chart screen lists them. */
function runningNow(data: HoroscopeData, level: number) {
  const periods = data.vimshottariDasaDetails.dasaData.filter((p) => p.level === level);
  const at = periods.findIndex(
    (p) => Date.parse(p.startingTime) <= Date.now() && Date.now() < Date.parse(p.endingTime),
  );
  return { period: periods[at]!, next: periods[at + 1]! };
}

describe("every demo claim is the engine's answer for that person's chart", () => {
  let astrologerToken: string;
  /** Saturn in the engine's transit table for today, in India's time zone (as the demo reads it). */
  let saturn: { fromZodiac: string; transitTime: string };

  beforeAll(async () => {
    const login = await call(t.app, 'POST', '/api/v1/authentication', {
      body: { username: demoAstrologer.loginId, password: demoPassword },
    });
    astrologerToken = String(login.json.token);
    const now = new Date(Date.now() + 330 * 60_000).toISOString();
    const dateTime = `${now.slice(8, 10)}-${now.slice(5, 7)}-${now.slice(0, 4)} ${now.slice(11, 19)}`;
    const transits = await call(t.app, 'POST', '/api/v1/horoscope/transit', {
      token: astrologerToken,
      body: { dateTime, timeZone: '+05:30' },
    });
    saturn = (
      transits.json.transitData as Array<{
        planetName: string;
        fromZodiac: string;
        transitTime: string;
      }>
    ).find((p) => p.planetName === 'Saturn')!;
  });

  it("each client's conversation states their own periods and Saturn's transit through their own house", async () => {
    const clients = await t.db
      .selectFrom('horoscope_profiles')
      .innerJoin('users', 'users.id', 'horoscope_profiles.user_id')
      .select(['horoscope_profiles.id', 'horoscope_profiles.name'])
      .where('users.login_id', '=', demoAstrologer.loginId)
      .where('horo_type', '=', 'EXTERNAL_CUSTOMER')
      .execute();
    expect(clients).toHaveLength(3);
    const claims = new Set<string>();
    for (const client of clients) {
      const data = horoscopeDataSchema.parse(
        (await call(t.app, 'GET', `/api/v1/horoscope/${client.id}`, { token: astrologerToken }))
          .json,
      );
      const messages = await t.db
        .selectFrom('portal_messages')
        .innerJoin('portal_conversations', 'portal_conversations.id', 'conversation_id')
        .select(['content', 'from_customer'])
        .where('portal_conversations.horoscope_id', '=', client.id)
        .where('from_customer', '=', false)
        .execute();
      const text = messages.map((m) => m.content).join('\n');
      expect(text, client.name).not.toMatch(/moves into|this spring/);
      const claim =
        /You are in (\w+) mahadasha, (\w+) antardasha until (\w+ \d{4})\. Saturn is in (\w+), your (\w+) house from your (\w+) ascendant, until (\w+ \d{4}):/.exec(
          text,
        );
      expect(claim, client.name).not.toBeNull();
      const [, maha, antar, antarEnds, saturnSign, house, ascendant, saturnLeaves] = claim!;
      const ascendantSign = data.planetDetails.Ascendant.zodiacSignOccupiedByPlanet;
      const saturnHouse =
        ((SIGNS.indexOf(saturn.fromZodiac) - SIGNS.indexOf(ascendantSign) + 12) % 12) + 1;
      expect(
        { maha, antar, antarEnds, saturnSign, house, ascendant, saturnLeaves },
        client.name,
      ).toEqual({
        maha: runningNow(data, 1).period.planetName,
        antar: runningNow(data, 2).period.planetName,
        antarEnds: monthOf(runningNow(data, 2).period.endingTime),
        saturnSign: saturn.fromZodiac,
        house: ORDINALS[saturnHouse - 1],
        ascendant: ascendantSign,
        saturnLeaves: monthOf(saturn.transitTime),
      });
      claims.add(claim![0]);
    }
    // Three people, three charts: no two clients are told the same.
    expect(claims.size).toBe(3);
  });

  it("the demo customer's chat and answer state their own periods, houses and planets", async () => {
    const maha = runningNow(chart, 1).period;
    const antar = runningNow(chart, 2);
    const [session] = await t.db.selectFrom('chat_sessions').selectAll().execute();
    const page = await call(
      t.app,
      'GET',
      `/api/v1/conversation/${session!.user_id}/${session!.astrologer_id}/messages?pageSize=50`,
      { token },
    );
    const chat = (page.json.data as Array<{ content: string }>).map((m) => m.content).join('\n');
    expect(chat).toContain(
      `you are running ${maha.planetName} mahadasha, ${antar.period.planetName} antardasha until ${monthOf(antar.period.endingTime)}.`,
    );
    expect(chat).toContain(`sits in your ${ORDINALS[chart.planetDetails.Rahu.house - 1]} house`);
    expect(chat).toContain(`runs until ${maha.endingTime.slice(0, 4)}`);
    expect(chat).toContain(
      `Sign once the ${antar.next.planetName} antardasha begins in ${monthOf(antar.period.endingTime)}`,
    );

    const mine = await call(t.app, 'GET', '/api/v1/question/my-questions', { token });
    const answer = (mine.json.content as Question[]).find(
      (q) => q.answerStatus === 'ANSWERED',
    )!.answer!;
    expect(answer).toContain(
      `You are in ${maha.planetName} mahadasha until ${maha.endingTime.slice(0, 4)}, in its ${antar.period.planetName} antardasha until ${monthOf(antar.period.endingTime)}.`,
    );
    const inTenth = Object.entries(chart.planetDetails)
      .filter(([, p]) => p.house === 10)
      .map(([name]) => name);
    if (inTenth.length === 0)
      expect(answer).toContain('Your tenth house, the house of career, holds no planets');
    for (const planet of inTenth)
      expect(answer).toMatch(new RegExp(`${planet}[^.]* in your tenth house`));
    expect(answer).toContain(`The ${antar.next.planetName} antardasha that follows`);
  });

  it("are distinct people: no two share a birth, and no client has the astrologer's phone", async () => {
    const people = await t.db
      .selectFrom('horoscope_profiles')
      .innerJoin('users', 'users.id', 'horoscope_profiles.user_id')
      .select([
        'horoscope_profiles.name',
        'horoscope_profiles.phone',
        'birth_date',
        'birth_time',
        'latitude',
        'longitude',
        'users.login_id',
      ])
      .where('users.login_id', 'in', [demoAstrologer.loginId, demoCustomer.loginId])
      .execute();
    expect(people).toHaveLength(4);
    const births = people.map((p) =>
      [String(p.birth_date), p.birth_time, p.latitude, p.longitude].join('|'),
    );
    expect(new Set(births).size).toBe(people.length);
    const names = people.map((p) => p.name);
    expect(new Set(names).size).toBe(people.length);
    const astrologer = await t.db
      .selectFrom('users')
      .select('phone_number')
      .where('login_id', '=', demoAstrologer.loginId)
      .executeTakeFirstOrThrow();
    for (const person of people)
      expect(person.phone, person.name).not.toBe(astrologer.phone_number);
  });
});

describe('the demo wallet', () => {
  it("pays, in turn, a question, a live chat and a video call with the demo astrologer, and an AI answer, at the server's own prices", async () => {
    const [demo] = (await call(t.app, 'GET', '/api/v3/astrologer/list?search=Demo')).json as Array<{
      astrologerId: string;
    }>;
    // One question, and one 15-minute chat or video session, at the astrologer's rate.
    const session = (
      await call(t.app, 'GET', `/api/v1/pricing/astrologer/rate/final/${demo!.astrologerId}`, {
        token,
      })
    ).json as unknown as Quote;
    const ai = (await call(t.app, 'GET', '/api/v1/pricing/dialogue', { token }))
      .json as unknown as {
      totalAmount: number;
      chatgptMinimumCreditThreshold: number;
    };
    const wallet = await call(t.app, 'GET', `/api/v1/credit/${me.id}`, { token });
    let balance = wallet.json.balance as number;

    for (const service of ['question', 'live chat', 'video call']) {
      const price = paiseToMillicredits(session.totalAmount);
      expect(balance, `the ${service}`).toBeGreaterThanOrEqual(price);
      balance -= price;
    }
    // The AI assistant asks for its minimum balance as well as its price.
    expect(balance, 'the AI answer').toBeGreaterThanOrEqual(
      Math.max(ai.totalAmount, ai.chatgptMinimumCreditThreshold),
    );
    // The README's figures: ₹590 a session (₹500 and GST), 2,060 credits in the wallet.
    expect(session.totalAmount).toBe(59_000);
    expect(wallet.json.balance).toBe(2_060_000);
  });
});

describe('the demo reviews', () => {
  it('rate real delivered orders, and the directory shows their average', async () => {
    const directory = (await call(t.app, 'GET', '/api/v3/astrologer/list')).json as Array<{
      astrologerId: string;
      firstName: string;
      averageRating: number | null;
      reviewCount: number;
    }>;
    expect(directory.length).toBeGreaterThan(1);
    for (const astrologer of directory) {
      const stored = await t.db
        .selectFrom('reviews')
        .select('rating')
        .where('astrologer_id', '=', astrologer.astrologerId)
        .where('hidden_at', 'is', null)
        .execute();
      expect(stored.length).toBeGreaterThan(0);
      expect(astrologer.reviewCount).toBe(stored.length);
      expect(astrologer.averageRating).toBe(
        stored.reduce((sum, row) => sum + row.rating, 0) / stored.length,
      );
    }
    // Every review is of an order its customer paid and the astrologer delivered.
    const undelivered = await t.db
      .selectFrom('reviews as r')
      .leftJoin('ledger_entries as e', (join) =>
        join.onRef('e.order_id', '=', 'r.order_id').on('e.kind', '=', 'EARNING'),
      )
      .select('r.id')
      .where('e.id', 'is', null)
      .execute();
    expect(undelivered).toEqual([]);
    const demo = directory.find((a) => a.firstName === 'Demo');
    const page = await call(t.app, 'GET', `/api/v1/astrologer/${demo!.astrologerId}/reviews`);
    expect(
      (page.json.content as Array<{ customerName: string }>).map((r) => r.customerName),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/^\S+ \S\.$/)]));
  });
});
