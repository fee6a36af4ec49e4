import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeHoroscope, parseUtcOffset, type UtcOffset } from '@kusp/astro';
import {
  aiInsufficientMessage,
  aiTexts,
  creditsToMillicredits,
  messages,
  serverRoles,
  type AiAnswer,
  type AiHistoryPage,
  type HoroscopeData,
} from '@kusp/contracts';
import { systemPrompt } from '../src/modules/ai-assistant/openai-provider.ts';
import { offlineProvider } from '../src/modules/ai-assistant/provider.ts';
import { questionFacts } from '../src/modules/ai-assistant/question-facts.ts';
import { periodLabel, readQuestion } from '../src/modules/ai-assistant/question.ts';
import { sharedChart, sharedFactsText } from '../src/modules/ai-assistant/shared-facts.ts';
import { createAiAssistantService } from '../src/modules/ai-assistant/service.ts';
import { wordsIn } from '../src/modules/ai-assistant/words.ts';
import { createAccount } from './support/accounts.ts';
import { birth, grant, wallet } from './support/money.ts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

type Account = Awaited<ReturnType<typeof createAccount>>;

const price = creditsToMillicredits(20);

let client = 0;
/** Each call as another client: the limit under test is per customer, not per address. */
const api = (
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) =>
  call(t.app, method, url, {
    ...options,
    headers: {
      'x-forwarded-for': `10.9.${Math.floor(++client / 250) % 250}.${client % 250}`,
      ...options.headers,
    },
  });

async function customerWithHoroscope(t: TestApp, born: typeof birth = birth) {
  const customer = await createAccount(t.app, t.db, 'customer');
  const added = await api(t, 'POST', '/api/v1/horoscope/add', {
    token: customer.token,
    body: born,
  });
  expect(added.status).toBe(200);
  return { ...customer, horoscopeId: String(added.json.horoscopeId) };
}

const ask = (
  t: TestApp,
  customer: Account & { horoscopeId: string },
  question: string,
  headers: Record<string, string> = {},
) =>
  api(t, 'POST', '/api/v1/ai-chat/chat-question', {
    token: customer.token,
    headers,
    body: { horoscopeId: customer.horoscopeId, userId: customer.id, question },
  });

async function aiOrders(t: TestApp, customerId: string) {
  return t.db
    .selectFrom('orders')
    .select(['id', 'status'])
    .where('customer_id', '=', customerId)
    .where('service_code', '=', 'AI_QUESTION')
    .execute();
}

describe('AI assistant with the offline reader', () => {
  let t: TestApp;
  let other: Account & { horoscopeId: string };
  let customer: Account & { horoscopeId: string };

  beforeAll(async () => {
    t = await startTestApp();
    // Another customer's rows first, so the filters have something to leave out.
    other = await customerWithHoroscope(t);
    await grant(t, other.id, creditsToMillicredits(100));
    expect((await ask(t, other, 'How is my health?')).status).toBe(200);
    customer = await customerWithHoroscope(t);
  });
  afterAll(() => t.close());

  it('answers from the chart, debits the price once and keeps the history', async () => {
    await grant(t, customer.id, creditsToMillicredits(50));
    const first = await ask(t, customer, '  How will my career develop?  ', {
      'idempotency-key': 'career-1',
    });
    expect(first.status).toBe(200);
    const answer = first.json as unknown as AiAnswer;
    expect(answer.answer).toMatch(/^This is an automated reading/);
    expect(answer.answer).toContain('10th house');
    expect(answer.question).toBe('How will my career develop?');
    expect(answer.provider).toBe('offline');
    expect(answer.balance).toBe(creditsToMillicredits(30));
    expect(await wallet(t, customer.id)).toEqual({
      cached: creditsToMillicredits(30),
      ledger: creditsToMillicredits(30),
    });

    // The same key replays the answer without a second debit.
    const replay = await ask(t, customer, '  How will my career develop?  ', {
      'idempotency-key': 'career-1',
    });
    expect(replay.status).toBe(200);
    expect(replay.json.id).toBe(answer.id);
    expect((await wallet(t, customer.id)).cached).toBe(creditsToMillicredits(30));

    const history = await api(t, 'GET', '/api/v1/ai-chat/history', { token: customer.token });
    expect(history.status).toBe(200);
    const page = history.json as unknown as AiHistoryPage;
    expect(page.content.map((e) => e.id)).toEqual([answer.id]);
    expect(page.totalElements).toBe(1);

    const orders = await aiOrders(t, customer.id);
    expect(orders).toEqual([{ id: answer.orderId, status: 'PAID' }]);
    const transactions = await api(
      t,
      'GET',
      `/api/v1/transactions?userId=${customer.id}&pageNumber=0&pageSize=10`,
      { token: customer.token },
    );
    expect(JSON.stringify(transactions.json)).toContain(answer.orderId);
  });

  it("answers in the customer's language, whatever language the question is in", async () => {
    const hindi = await customerWithHoroscope(t);
    const saved = await call(t.app, 'PUT', '/api/v1/user/language', {
      token: hindi.token,
      body: { language: 'hi' },
    });
    expect(saved.status).toBe(200);
    const english = await customerWithHoroscope(t);
    for (const asker of [hindi, english]) await grant(t, asker.id, creditsToMillicredits(100));
    const answerTo = async (asker: typeof hindi, question: string) => {
      const asked = await ask(t, asker, question);
      expect(asked.status).toBe(200);
      return (asked.json as unknown as AiAnswer).answer;
    };
    // The question is quoted back as asked; the rest is the reader's own words.
    const unquoted = (answer: string) =>
      answer
        .split(/[“”]/)
        .filter((_, i) => i % 2 === 0)
        .join('');
    const withoutQuote = (answer: string) => answer.split('\n\n').filter((_, i) => i !== 1);

    const hindiAsked = await answerTo(hindi, 'क्या 2027 में मेरी शादी होगी?');
    const englishAsked = await answerTo(hindi, 'Will I get married in 2027?');
    for (const answer of [hindiAsked, englishAsked]) {
      expect(answer).toMatch(/^यह Kusp के अंतर्निर्मित चार्ट-पाठक का स्वचालित फलादेश है/);
      expect(answer).toContain('विवाह और संबंध के लिए पाराशरी ज्योतिष सबसे पहले सप्तम भाव को देखता है');
      expect(answer).toContain('2027 के दौरान');
      expect(unquoted(answer).match(/[A-Za-z]+/g)).toEqual(['Kusp']);
    }
    // Both questions are read alike: the same kind, area and year, so the same reading.
    expect(withoutQuote(englishAsked)).toEqual(withoutQuote(hindiAsked));

    const inEnglish = await answerTo(english, 'क्या 2027 में मेरी शादी होगी?');
    expect(inEnglish).toMatch(/^This is an automated reading/);
    expect(inEnglish).toContain(
      'For marriage and relationships, Parashari astrology looks first at the 7th house',
    );
    expect(unquoted(inEnglish)).not.toMatch(/\p{Script=Devanagari}/u);
    expect(withoutQuote(inEnglish)).toEqual(
      withoutQuote(await answerTo(english, 'Will I get married in 2027?')),
    );
  });

  it('refunds every abandoned question, also when one of them cannot be refunded', async () => {
    const asker = await customerWithHoroscope(t);
    await grant(t, asker.id, creditsToMillicredits(100));
    // A second process's service: its questions were opened and paid, then it stopped before
    // answering (what a crash leaves behind).
    const stopped = createAiAssistantService({
      db: t.db,
      money: t.app.money,
      horoscopes: t.app.horoscopes,
      live: t.app.live,
      provider: offlineProvider,
      minimumCredits: t.config.aiMinimumCredits,
      log: t.app.log,
    });
    const caller = {
      userId: asker.id,
      loginId: asker.loginId,
      serverRole: serverRoles.customer,
      role: 'USER' as const,
      tokenId: 'test',
      tokenExpiresAt: new Date(Date.now() + 60_000),
    };
    const open = () =>
      t.db.transaction().execute((trx) =>
        stopped.open(trx, caller, {
          horoscopeId: asker.horoscopeId,
          userId: asker.id,
          question: 'Will I travel?',
        }),
      );
    const broken = await open();
    const abandoned = await open();
    expect((await wallet(t, asker.id)).cached).toBe(creditsToMillicredits(100) - 2 * price);
    // A fault in the first one's order (no longer paid, as after a hand edit).
    const orderOf = async (exchangeId: string) =>
      (
        await t.db
          .selectFrom('ai_exchanges')
          .select('order_id')
          .where('id', '=', exchangeId)
          .executeTakeFirstOrThrow()
      ).order_id;
    await t.db
      .updateTable('orders')
      .set({ status: 'FAILED' })
      .where('id', '=', await orderOf(broken.exchangeId))
      .execute();

    await expect(stopped.refundAbandoned(0)).rejects.toThrow(
      '1 abandoned question(s) not refunded',
    );
    expect((await t.app.money.getOrder(t.db, await orderOf(abandoned.exchangeId)))?.status).toBe(
      'REFUNDED',
    );
    expect((await wallet(t, asker.id)).cached).toBe(creditsToMillicredits(100) - price);
    // The broken one is left for someone to look at, and tried again at the next sweep.
    expect((await t.app.money.getOrder(t.db, await orderOf(broken.exchangeId)))?.status).toBe(
      'FAILED',
    );
  });

  it('refuses a short wallet with the spec message and debits nothing', async () => {
    const poor = await customerWithHoroscope(t);
    await grant(t, poor.id, creditsToMillicredits(19));
    const refused = await ask(t, poor, 'Will I be rich?');
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(aiInsufficientMessage(creditsToMillicredits(20)));
    expect(refused.json.message).toBe(
      "You don't have enough token to use Chat GPT. Buy Some credits to proceed & The required minimum balance for utilizing this feature is 20",
    );
    expect((await wallet(t, poor.id)).cached).toBe(creditsToMillicredits(19));
    expect(await aiOrders(t, poor.id)).toEqual([]);
  });

  it("answers 404 for another customer's horoscope or user id, and 400 for bad questions", async () => {
    const rich = await customerWithHoroscope(t);
    await grant(t, rich.id, creditsToMillicredits(100));
    const theirs = await api(t, 'POST', '/api/v1/ai-chat/chat-question', {
      token: rich.token,
      body: { horoscopeId: other.horoscopeId, userId: rich.id, question: 'My career?' },
    });
    expect(theirs.status).toBe(404);
    const asThem = await api(t, 'POST', '/api/v1/ai-chat/chat-question', {
      token: rich.token,
      body: { horoscopeId: rich.horoscopeId, userId: other.id, question: 'My career?' },
    });
    expect(asThem.status).toBe(404);
    for (const question of ['  a ', 'x'.repeat(1001), 'nul\u0000byte']) {
      const bad = await ask(t, rich, question);
      expect(bad.status).toBe(400);
    }
    expect((await wallet(t, rich.id)).cached).toBe(creditsToMillicredits(100));
    const astrologer = await createAccount(t.app, t.db, 'astrologer');
    const wrongRole = await api(t, 'POST', '/api/v1/ai-chat/chat-question', {
      token: astrologer.token,
      body: { horoscopeId: rich.horoscopeId, userId: astrologer.id, question: 'My career?' },
    });
    expect(wrongRole.status).toBe(403);
  });

  it('refuses a chart with no dasa running now before anything is paid', async () => {
    const old = await customerWithHoroscope(t, { ...birth, birthDate: '01/01/1850' });
    await grant(t, old.id, creditsToMillicredits(50));
    const refused = await ask(t, old, 'How will my career develop?');
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(aiTexts.unreadableChart);
    expect((await wallet(t, old.id)).cached).toBe(creditsToMillicredits(50));
    expect(await aiOrders(t, old.id)).toEqual([]);
  });

  it('answers exactly 5 of 20 simultaneous questions from a wallet that covers 5', async () => {
    const racer = await customerWithHoroscope(t);
    await grant(t, racer.id, 5 * price + creditsToMillicredits(7));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => ask(t, racer, `Career question number ${i}?`)),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    expect(await wallet(t, racer.id)).toEqual({
      cached: creditsToMillicredits(7),
      ledger: creditsToMillicredits(7),
    });
    const orders = await aiOrders(t, racer.id);
    expect(orders.map((o) => o.status)).toEqual(Array(5).fill('PAID'));
    const history = await api(t, 'GET', '/api/v1/ai-chat/history?pageSize=50', {
      token: racer.token,
    });
    expect(history.json.totalElements).toBe(5);
  });
});

/** A local OpenAI-compatible server: streams `reply` in pieces, or fails as told. */
async function startFakeModel() {
  const requests: Record<string, unknown>[] = [];
  const state = { mode: 'stream' as 'stream' | 'error' | 'hang' | 'empty', reply: '' };
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => resolve(body));
    });
  const server: Server = createServer((req, res) => {
    void read(req).then((raw) => {
      requests.push({ path: req.url, auth: req.headers.authorization, ...JSON.parse(raw) });
      if (state.mode === 'hang') return;
      if (state.mode === 'error') {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'model crashed' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const pieces = state.mode === 'empty' ? [] : (state.reply.match(/.{1,12}/gs) ?? []);
      for (const content of pieces)
        res.write(
          `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'fake', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`,
        );
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('AI assistant through an OpenAI-compatible model', () => {
  let t: TestApp;
  let model: Awaited<ReturnType<typeof startFakeModel>>;
  let customer: Account & { horoscopeId: string };

  beforeAll(async () => {
    model = await startFakeModel();
    t = await startTestApp({
      aiBaseUrl: model.url,
      aiApiKey: 'test-key',
      aiModel: 'fake-astro',
      aiTimeoutMs: 500,
      // A threshold above the price: both are enforced.
      aiMinimumCredits: 30,
    });
    customer = await customerWithHoroscope(t);
    await grant(t, customer.id, creditsToMillicredits(100));
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  it("sends the chart facts and the question, and returns the model's answer", async () => {
    model.state.mode = 'stream';
    model.state.reply = 'Your 10th house lord is well placed. <b>not html</b>';
    const asked = await ask(t, customer, 'How will my career develop?');
    expect(asked.status).toBe(200);
    expect(asked.json.answer).toBe(model.state.reply);
    expect(asked.json.provider).toBe('openai');
    const sent = model.requests.at(-1)!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.auth).toBe('Bearer test-key');
    expect(sent.model).toBe('fake-astro');
    const [system, user] = sent.messages as { role: string; content: string }[];
    expect(user).toEqual({ role: 'user', content: 'How will my career develop?' });
    // The facts the engine computed for this horoscope are in the prompt.
    const chart = await api(t, 'GET', `/api/v1/horoscope/${customer.horoscopeId}`, {
      token: customer.token,
    });
    const lagna = (
      chart.json.planetDetails as Record<string, { zodiacSignOccupiedByPlanet: string }>
    ).Ascendant!.zodiacSignOccupiedByPlanet;
    expect(system!.role).toBe('system');
    expect(system!.content).toContain(`Lagna (ascendant): ${lagna}.`);
    expect(system!.content).toContain('10th house:');
    expect(system!.content).toMatch(/Vimshottari dasa today: \w+ mahadasha/);
    expect(system!.content).toContain('Never invent a placement');
    expect(system!.content).toContain('Write your answer in English.');
    expect(system!.content).not.toContain('Hindi');
    expect((await wallet(t, customer.id)).cached).toBe(creditsToMillicredits(80));
  });

  it("asks the model for the customer's language: Hindi for a Hindi account", async () => {
    model.state.mode = 'stream';
    model.state.reply = 'आपके दशम भाव का स्वामी अच्छी स्थिति में है।';
    const hindi = await customerWithHoroscope(t);
    await t.db.updateTable('users').set({ language: 'hi' }).where('id', '=', hindi.id).execute();
    await grant(t, hindi.id, creditsToMillicredits(100));
    const asked = await ask(t, hindi, 'मेरा करियर कैसा रहेगा?');
    expect(asked.status).toBe(200);
    expect(asked.json.answer).toBe(model.state.reply);
    const [system, user] = model.requests.at(-1)!.messages as { content: string }[];
    expect(system!.content).toContain('Write your answer in Hindi, in Devanagari script');
    expect(system!.content).not.toContain('Write your answer in English.');
    expect(user!.content).toBe('मेरा करियर कैसा रहेगा?');
  });

  for (const mode of ['error', 'hang', 'empty'] as const) {
    it(`refunds once when the model ${mode === 'hang' ? 'times out' : mode === 'error' ? 'fails' : 'answers nothing'}`, async () => {
      model.state.mode = mode;
      const before = await wallet(t, customer.id);
      const sentBefore = model.requests.length;
      const failed = await ask(t, customer, 'Will I travel abroad?');
      expect(failed.status).toBe(502);
      expect(failed.json.message).toBe(messages.ai.failed);
      expect(await wallet(t, customer.id)).toEqual(before);
      // One retry for a failure or a time-out.
      if (mode !== 'empty') expect(model.requests.length - sentBefore).toBe(2);
      const refunds = await t.db
        .selectFrom('ledger_entries')
        .innerJoin('orders', 'orders.id', 'ledger_entries.order_id')
        .select('orders.status')
        .where('orders.customer_id', '=', customer.id)
        .where('ledger_entries.kind', '=', 'REFUND')
        .execute();
      expect(refunds.length).toBe(['error', 'hang', 'empty'].indexOf(mode) + 1);
      expect(refunds.every((r) => r.status === 'REFUNDED')).toBe(true);
      const history = await api(t, 'GET', '/api/v1/ai-chat/history', { token: customer.token });
      expect(history.json.totalElements).toBe(1);
    });
  }

  it('gives the model the question verbatim with the periods of the year it names', async () => {
    model.state.mode = 'stream';
    model.state.reply = 'A reading of 2027.';
    const question = 'Is 2027 a good year for me to get married?';
    expect((await ask(t, customer, question)).status).toBe(200);
    const [system, user] = model.requests.at(-1)!.messages as { content: string }[];
    expect(user!.content).toBe(question);
    expect(system!.content).toContain(
      'The question asks about 2027 (January 2027 to December 2027). Vimshottari periods that can run in it:',
    );
    // Every antardasha the engine runs in 2027 (IST) is listed, under its mahadasha.
    const chart = await api(t, 'GET', `/api/v1/horoscope/${customer.horoscopeId}`, {
      token: customer.token,
    });
    const dasa = (chart.json as unknown as HoroscopeData).vimshottariDasaDetails.dasaData;
    const [from, to] = [
      Date.parse('2027-01-01T00:00:00+05:30'),
      Date.parse('2028-01-01T00:00:00+05:30'),
    ];
    const in2027 = dasa.filter(
      (p) => p.level === 2 && Date.parse(p.startingTime) < to && Date.parse(p.endingTime) > from,
    );
    expect(in2027.length).toBeGreaterThan(0);
    for (const antar of in2027) {
      const maha = dasa.find((p) => p.id === antar.parentId)!;
      expect(system!.content).toContain(
        `- ${maha.planetName}–${antar.planetName} antardasha: starts`,
      );
    }
    expect(system!.content).toContain('Slow grahas in transit in it:');
  });

  it('enforces a threshold above the price on the server', async () => {
    model.state.mode = 'stream';
    model.state.reply = 'An answer.';
    const someone = await customerWithHoroscope(t);
    await grant(t, someone.id, creditsToMillicredits(29));
    const refused = await ask(t, someone, 'My career?');
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(aiInsufficientMessage(creditsToMillicredits(30)));
    expect((await wallet(t, someone.id)).cached).toBe(creditsToMillicredits(29));
    await grant(t, someone.id, creditsToMillicredits(1));
    expect((await ask(t, someone, 'My career?')).status).toBe(200);
    expect((await wallet(t, someone.id)).cached).toBe(creditsToMillicredits(10));
  });
});

/** The engine's chart for a birth at `ms` (epoch, whole seconds), as the server casts it. */
function castAt(ms: number, utcOffset: UtcOffset, latitude: number, longitude: number) {
  const local = new Date(ms + parseUtcOffset(utcOffset) * 60_000);
  return computeHoroscope({
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
    utcOffset,
    latitude,
    longitude,
  }) as unknown as HoroscopeData;
}

/** The lines of the facts that do not depend on the Lagna: the Moon, the grahas' signs, the dasa. */
const withoutLagna = (prompt: string) =>
  prompt
    .slice(prompt.indexOf('\nMoon: '), prompt.indexOf('\nSlow grahas'))
    .split('\n')
    .filter((line) => !/^(Houses:|- \d+\w\w house:)/.test(line))
    .map((line) => line.replace(/, \d+\w\w house/, ''))
    .join('\n');

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * Issue 41's attack on the facts a model received: every birth minute, and longitudes 3° apart,
 * whose chart would have sent exactly `prompt`. The attacker is told more than the prompt says (the
 * birth date to within three weeks, the latitude and the time zone) and tries every minute of the
 * days the Sun spends in the nakshatra the prompt names; candidates are checked with the engine and
 * the server's own code.
 */
function birthsBehind(
  prompt: string,
  question: string,
  known: { around: number; latitude: number; longitude: number; utcOffset: UtcOffset; now: Date },
) {
  const sun = /^- Sun: [^,]+, [^,]+, [^,]+, nakshatra ([^.]+)\.$/m.exec(prompt)![1];
  const moon = /^Moon: (\w+) (\d+)°(\d+)′ to (\d+)°(\d+)′/m.exec(prompt)!;
  const [from, to] = [
    Number(moon[2]) + Number(moon[3]) / 60,
    Number(moon[4]) + Number(moon[5]) / 60,
  ];
  const lagna = /^Lagna \(ascendant\): (\w+)\.$/m.exec(prompt)![1];
  const cast = (ms: number, longitude = 0) =>
    castAt(ms, known.utcOffset, known.latitude, longitude);
  const moonIn = (ms: number, margin: number) => {
    const at = cast(ms).planetDetails.Moon;
    return (
      at.zodiacSignOccupiedByPlanet === moon[1] &&
      at.degree >= from - margin &&
      at.degree < to + margin
    );
  };

  const minutes = new Set<number>();
  for (let day = known.around - 21 * DAY; day <= known.around + 21 * DAY; day += DAY) {
    if (cast(day).planetDetails.Sun.nakshatra !== sun) continue;
    // The Moon stays over an hour in the range the prompt gives, and moves under 0.35° in half an
    // hour: half-hour steps cannot miss it.
    for (let ms = day - DAY / 2; ms < day + DAY / 2; ms += 30 * MINUTE)
      if (moonIn(ms, 0.35)) for (let k = -30; k <= 30; k++) minutes.add(ms + k * MINUTE);
  }
  // The periods the question names, in the calendar of the time zone.
  const month = (ms: number) =>
    new Date(ms + parseUtcOffset(known.utcOffset) * MINUTE).toISOString().slice(0, 7);
  const asked = readQuestion(question, known.now, known.utcOffset).periods.map((p) => ({
    label: periodLabel(p, wordsIn('en')),
    months: [month(p.from), month(p.to - 1)] as [string, string],
    transits: null,
  }));
  const facts = withoutLagna(prompt);
  const births = [...minutes]
    .sort((a, b) => a - b)
    .filter((ms) => moonIn(ms, 0))
    .filter(
      (ms) =>
        withoutLagna(
          sharedFactsText(sharedChart(cast(ms)), { asOf: known.now, slowTransits: [], asked }),
        ) === facts,
    );
  const risesAt = (ms: number, longitude: number) =>
    cast(ms, longitude).planetDetails.Ascendant.zodiacSignOccupiedByPlanet === lagna;
  // Every longitude for the first and last minutes and every tenth one between.
  const places: [number, number][] = [];
  for (const ms of births.filter((_, i) => i % 10 === 0 || i === births.length - 1))
    for (let longitude = -180; longitude < 180; longitude += 3)
      if (risesAt(ms, longitude)) places.push([ms, longitude]);
  const span = (values: number[]) => Math.max(...values) - Math.min(...values);
  return {
    places,
    minutes: span(places.map(([ms]) => ms)) / MINUTE,
    longitudes: span(places.map(([, longitude]) => longitude)),
    minutesAtBirthplace: span(births.filter((ms) => risesAt(ms, known.longitude))) / MINUTE,
    /** The whole prompt the server would send for a candidate birth. */
    promptFor: ([ms, longitude]: [number, number]) =>
      systemPrompt(questionFacts(cast(ms, longitude), question, known.now), 'en'),
  };
}

describe('what an OpenAI-compatible model receives', () => {
  let t: TestApp;
  let model: Awaited<ReturnType<typeof startFakeModel>>;

  beforeAll(async () => {
    model = await startFakeModel();
    model.state.reply = 'A reading.';
    t = await startTestApp({ aiBaseUrl: model.url, aiApiKey: 'test-key', aiTimeoutMs: 2000 });
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  const people = [
    { ...birth, place: { latitude: 28.6139, longitude: 77.209, utcOffset: '+05:30' as const } },
    {
      ...birth,
      birthDate: '07/12/1996',
      birthTime: '10:34:00',
      birthPlace: 'Chennai, Tamil Nadu, India',
      latitude: '13.0389',
      longitude: '80.2619',
      place: { latitude: 13.0389, longitude: 80.2619, utcOffset: '+05:30' as const },
    },
    {
      ...birth,
      birthDate: '23/02/1979',
      birthTime: '22:05:00',
      birthPlace: 'London, England, United Kingdom',
      latitude: '51.5072',
      longitude: '0.1276',
      longitudeDirection: 'W',
      timeZone: '+00:00',
      place: { latitude: 51.5072, longitude: -0.1276, utcOffset: '+00:00' as const },
    },
  ];

  for (const { place, ...born } of people) {
    it(`cannot be worked back to the birth time or place (born ${born.birthDate} ${born.birthTime}, ${born.birthPlace})`, async () => {
      const customer = await customerWithHoroscope(t, born);
      await grant(t, customer.id, creditsToMillicredits(100));
      const question = 'Is 2027 a good year for my career?';
      const now = new Date();
      expect((await ask(t, customer, question)).status).toBe(200);
      const prompt = (model.requests.at(-1)!.messages as { content: string }[])[0]!.content;

      // Nothing of the birth as written, no decimal, no day but today's and the transits'.
      const [day, month, year] = born.birthDate.split('/');
      for (const text of [born.birthDate, `${day}-${month}-${year}`, born.birthTime.slice(0, 5)])
        expect(prompt).not.toContain(text);
      expect(prompt).not.toContain(born.birthPlace.split(',')[0]);
      expect(prompt).not.toContain(born.name);
      expect(prompt).not.toMatch(/\d\.\d/);
      for (const date of prompt.match(/\d\d-\d\d-\d{4}/g) ?? [])
        expect(prompt.split('\n').find((line) => line.includes(date))).toMatch(
          /^(Chart facts as of|- (Jupiter|Saturn|Rahu|Ketu): (then )?in )/,
        );

      const [hour, minute] = born.birthTime.split(':').map(Number);
      const bornAt =
        Date.UTC(Number(year), Number(month) - 1, Number(day), hour, minute) -
        parseUtcOffset(place.utcOffset) * MINUTE;
      const found = birthsBehind(prompt, question, { around: bornAt, ...place, now });
      // Every candidate's prompt is the very same text, the truth's included.
      expect(found.promptFor([bornAt, place.longitude])).toBe(prompt);
      const byTime = [...found.places].sort((a, b) => a[0] - b[0]);
      const byPlace = [...found.places].sort((a, b) => a[1] - b[1]);
      for (const candidate of [byTime[0]!, byTime.at(-1)!, byPlace[0]!, byPlace.at(-1)!])
        expect(found.promptFor(candidate)).toBe(prompt);
      // docs/ai-assistant.md, "What a model receives": over 75 minutes of birth times and 40° of
      // longitude fit the facts; even knowing the birthplace, 45 minutes.
      expect(found.minutes).toBeGreaterThan(75);
      expect(found.longitudes).toBeGreaterThan(40);
      expect(found.minutesAtBirthplace).toBeGreaterThan(45);
    }, 180_000);
  }
});
