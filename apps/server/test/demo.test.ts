import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  horoscopeDataSchema,
  paiseToMillicredits,
  type DasaPeriodData,
  type HoroscopeData,
  type Question,
  type Quote,
} from '@kusp/contracts';
import { demoCustomer, demoPassword } from '../src/modules/demo/seed.ts';
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
