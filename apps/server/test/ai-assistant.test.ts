import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aiInsufficientMessage,
  creditsToMillicredits,
  messages,
  serverRoles,
  type AiAnswer,
  type AiHistoryPage,
} from '@kusp/contracts';
import { offlineProvider } from '../src/modules/ai-assistant/provider.ts';
import { createAiAssistantService } from '../src/modules/ai-assistant/service.ts';
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

async function customerWithHoroscope(t: TestApp) {
  const customer = await createAccount(t.app, t.db, 'customer');
  const added = await api(t, 'POST', '/api/v1/horoscope/add', {
    token: customer.token,
    body: birth,
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
      "You don't have enough token to use Chat GPT. Buy Some credits to proceed & The required minimum balance for utilizing this feature is 20.000",
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
    expect(system!.content).toContain(`Lagna (ascendant): ${lagna}`);
    expect(system!.content).toContain('10th house:');
    expect(system!.content).toContain('mahadasha until');
    expect(system!.content).toContain('Never invent a placement');
    expect((await wallet(t, customer.id)).cached).toBe(creditsToMillicredits(80));
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
