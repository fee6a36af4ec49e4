import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { TokenVerifier } from 'livekit-server-sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  chatTexts,
  liveSendDestinations,
  messages,
  videoLimits,
  videoTexts,
  type ChatSession,
} from '@kusp/contracts';
import { createAccount } from './support/accounts.ts';
import { listenForLive, openTab, type StompTab } from './support/live.ts';
import { earnings, grant, wallet } from './support/money.ts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';
import { loadConfig } from '../src/config.ts';
import { turnCredential } from '../src/modules/video/call-rooms.ts';

type Account = Awaited<ReturnType<typeof createAccount>>;

const turnSecret = 'test-turn-secret';
const turnPort = 34_000 + Math.floor(Math.random() * 1000);

let t: TestApp;
let url: string;
const tabs: StompTab[] = [];

function tab(account: Account) {
  const opened = openTab(url, { token: account.token, userId: account.id });
  tabs.push(opened);
  return opened;
}

// ₹500 a call, priced like a chat session: 59,000 paise = 590,000 millicredits held; the astrologer
// earns 50,000 − 20 % commission = 40,000 paise on a whole call.
const callMillicredits = 590_000;
const startingCredits = 1_000_000;

/** An astrologer at ₹500 with a tab open (ONLINE); video calls on unless told otherwise. */
async function onlineAstrologer(firstName = 'Vedika', videoCallEnabled = true) {
  const astrologer = await createAccount(t.app, t.db, 'astrologer', { firstName });
  await t.db
    .updateTable('astrologer_profiles')
    .set({ rate: '500.00', video_call_enabled: videoCallEnabled })
    .where('user_id', '=', astrologer.id)
    .execute();
  const opened = tab(astrologer);
  await opened.connected;
  await t.app.live.presenceSettled();
  return { astrologer, tab: opened };
}

async function customerWithCredits(firstName = 'Arjun') {
  const customer = await createAccount(t.app, t.db, 'customer', { firstName });
  await grant(t, customer.id, startingCredits);
  return customer;
}

let lastAddress = 0;
const fromNewAddress = () => ({
  'x-forwarded-for': `10.3.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`,
});

const requestCall = (customer: Account, astrologer: Account, type = 'VIDEO') =>
  call(t.app, 'POST', '/api/v1/chat/request', {
    token: customer.token,
    headers: fromNewAddress(),
    body: { astrologerId: astrologer.id, userId: customer.id, type },
  });

const act = (action: 'accept' | 'reject' | 'end', account: Account, sessionId: string) =>
  call(t.app, 'POST', `/api/v1/chat/${action}`, {
    token: account.token,
    headers: fromNewAddress(),
    body: { sessionId },
  });

const orderStatus = async (orderId: string) => (await t.app.money.getOrder(t.db, orderId))?.status;
const balance = async (account: Account) => (await wallet(t, account.id)).cached;

/** A running call between a new customer and a new astrologer, both with a tab open. */
async function runningCall(firstName = 'Vedika') {
  const { astrologer, tab: astrologerTab } = await onlineAstrologer(firstName);
  const customer = await customerWithCredits();
  const customerTab = tab(customer);
  await customerTab.connected;
  const session = (await requestCall(customer, astrologer)).json as unknown as ChatSession;
  const accepted = await act('accept', astrologer, session.id);
  expect(accepted.status).toBe(200);
  return { astrologer, astrologerTab, customer, customerTab, session };
}

/**
 * The test's clock hook: the call started `seconds` ago by the database's clock; whoever joined it
 * joined then, or `joined` seconds ago as given per person.
 */
async function startedAgo(
  sessionId: string,
  seconds: number,
  joined: { customer?: number; astrologer?: number } = {},
) {
  const ago = (value: number) => sql<Date>`now() - ${value} * interval '1 second'`;
  await t.db
    .updateTable('chat_sessions')
    .set((eb) => ({
      started_at: ago(seconds),
      expires_at: sql`now() + (900 - ${seconds}) * interval '1 second'`,
      customer_joined_at: eb
        .case()
        .when('customer_joined_at', 'is not', null)
        .then(ago(joined.customer ?? seconds))
        .end(),
      astrologer_joined_at: eb
        .case()
        .when('astrologer_joined_at', 'is not', null)
        .then(ago(joined.astrologer ?? seconds))
        .end(),
    }))
    .where('id', '=', sessionId)
    .execute();
}

/** Both members enter the room of their call (GET /api/v1/video/{id}): both have joined. */
async function joinBoth({
  customer,
  astrologer,
  session,
}: {
  customer: Account;
  astrologer: Account;
  session: ChatSession;
}) {
  expect((await joinCall(customer, session.id)).status).toBe(200);
  expect((await joinCall(astrologer, session.id)).status).toBe(200);
}

beforeAll(async () => {
  t = await startTestApp({
    chatSweepMs: 100,
    awayAfterSeconds: 1,
    turnUrls: [`turn:127.0.0.1:${turnPort}`],
    turnSecret,
    stunUrls: ['stun:127.0.0.1:3478'],
  });
  url = await listenForLive(t.app);
});

afterAll(async () => {
  await Promise.all(tabs.map((opened) => opened.close()));
  await t?.close();
});

describe('a video call session', () => {
  it('holds on request, announces VIDEO_CALL_* events, and is paid in full when it expires', async () => {
    const { astrologer, tab: astrologerTab } = await onlineAstrologer();
    const customer = await customerWithCredits();
    const customerTab = tab(customer);
    await customerTab.connected;

    const requested = await requestCall(customer, astrologer);
    expect(requested.status).toBe(200);
    const session = requested.json as unknown as ChatSession;
    expect(session).toMatchObject({ type: 'VIDEO', status: 'PENDING', totalAmount: 59_000 });
    expect(await orderStatus(session.orderId)).toBe('HELD');
    expect(await t.app.money.getOrder(t.db, session.orderId)).toMatchObject({
      serviceCode: 'VIDEO_CALL',
    });
    expect(await balance(customer)).toBe(startingCredits - callMillicredits);
    await astrologerTab.until((events) => events.length === 1);
    expect(astrologerTab.events[0]).toMatchObject({
      type: 'VIDEO_CALL_REQUEST',
      id: session.id,
      senderId: customer.id,
    });

    expect((await act('accept', astrologer, session.id)).status).toBe(200);
    await customerTab.until((events) => events.some((e) => e.type === 'VIDEO_CALL_ACCEPTED'));
    await joinBoth({ customer, astrologer, session });
    // A chat message is not a video call's business.
    const message = await call(t.app, 'POST', '/api/v1/chat', {
      token: customer.token,
      body: { recipientId: astrologer.id, content: 'Hello?' },
    });
    expect(message.status).toBe(409);

    await t.db
      .updateTable('chat_sessions')
      .set({
        started_at: sql`now() - interval '901 seconds'`,
        expires_at: sql`now() - interval '1 second'`,
      })
      .where('id', '=', session.id)
      .execute();
    await customerTab.until((events) => events.at(-1)?.type === 'VIDEO_CALL_ENDED');
    expect(customerTab.events.at(-1)).toMatchObject({
      senderId: 'system',
      data: { id: session.id, closeReason: 'EXPIRED', active: false, totalAmount: 59_000 },
    });
    expect(customerTab.events.map((event) => event.type)).toEqual([
      'VIDEO_CALL_REQUEST',
      'VIDEO_CALL_ACCEPTED',
      'VIDEO_CALL_ENDED',
    ]);
    expect(await orderStatus(session.orderId)).toBe('PAID');
    expect(await wallet(t, customer.id)).toEqual({
      cached: startingCredits - callMillicredits,
      ledger: startingCredits - callMillicredits,
    });
    expect(await earnings(t, astrologer.id)).toEqual({ cached: 40_000, ledger: 40_000 });
  });

  it('releases the hold on reject, on withdrawal and on time-out, with VIDEO_CALL_REJECTED', async () => {
    const { astrologer, tab: astrologerTab } = await onlineAstrologer();
    const customer = await customerWithCredits();
    const rejected = (await requestCall(customer, astrologer)).json as unknown as ChatSession;
    expect((await act('reject', astrologer, rejected.id)).status).toBe(200);
    const withdrawn = (await requestCall(customer, astrologer)).json as unknown as ChatSession;
    expect((await act('end', customer, withdrawn.id)).json).toMatchObject({
      closeReason: 'CANCELLED',
    });
    const timedOut = (await requestCall(customer, astrologer)).json as unknown as ChatSession;
    await t.db
      .updateTable('chat_sessions')
      .set({ request_expires_at: sql`now() - interval '1 second'` })
      .where('id', '=', timedOut.id)
      .execute();
    await astrologerTab.until((events) =>
      events.some((e) => e.type === 'VIDEO_CALL_REJECTED' && e.id === timedOut.id),
    );
    const closes = astrologerTab.events.filter((event) => event.type === 'VIDEO_CALL_REJECTED');
    expect(closes.map((event) => [event.id, (event.data as ChatSession).closeReason])).toEqual([
      [rejected.id, 'REJECTED'],
      [withdrawn.id, 'CANCELLED'],
      [timedOut.id, 'TIMED_OUT'],
    ]);
    for (const session of [rejected, withdrawn, timedOut])
      expect(await orderStatus(session.orderId)).toBe('RELEASED');
    expect(await wallet(t, customer.id)).toEqual({
      cached: startingCredits,
      ledger: startingCredits,
    });
  });

  it('charges only the minutes delivered when the astrologer ends the call early', async () => {
    const { astrologer, customer, session } = await runningCall();
    const other = await runningCall('Other');
    await joinBoth({ customer, astrologer, session });
    await joinBoth(other);
    await startedAgo(session.id, 270);
    const ended = await act('end', astrologer, session.id);
    expect(ended.json).toMatchObject({ closeReason: 'ENDED', totalAmount: 19_666 });
    expect(await wallet(t, customer.id)).toEqual({
      cached: startingCredits - 196_660,
      ledger: startingCredits - 196_660,
    });
    expect(await earnings(t, astrologer.id)).toEqual({ cached: 13_333, ledger: 13_333 });
    expect(await balance(other.customer)).toBe(startingCredits - callMillicredits);
    expect(await earnings(t, other.astrologer.id)).toEqual({ cached: 0, ledger: 0 });
  });

  it('calls only astrologers with video calls on, and keeps one paid session per astrologer across types', async () => {
    const { astrologer: noVideo } = await onlineAstrologer('Mira', false);
    const customer = await customerWithCredits();
    const refused = await requestCall(customer, noVideo);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(messages.video.unavailable);
    expect(await balance(customer)).toBe(startingCredits);
    // Chat with the same astrologer is still offered.
    expect((await requestCall(customer, noVideo, 'TEXT')).status).toBe(200);

    const { astrologer } = await onlineAstrologer('Ravi');
    const chatting = await customerWithCredits('Kiran');
    const calling = await customerWithCredits('Meera');
    const chat = (await requestCall(chatting, astrologer, 'TEXT')).json as unknown as ChatSession;
    const video = (await requestCall(calling, astrologer)).json as unknown as ChatSession;
    expect((await act('accept', astrologer, chat.id)).status).toBe(200);
    const second = await act('accept', astrologer, video.id);
    expect(second.status).toBe(409);
    expect(second.json.message).toBe(chatTexts.oneSessionAtATime);
  });
});

describe('paid only when both joined', () => {
  type Running = Awaited<ReturnType<typeof runningCall>>;
  const enter = async (call: Running, who: 'customer' | 'astrologer') =>
    expect((await joinCall(call[who], call.session.id)).status).toBe(200);
  /** The call ends by `how`; the session as it closed. */
  async function close(how: 'customer' | 'astrologer' | 'expiry', call: Running) {
    if (how !== 'expiry') return (await act('end', call[how], call.session.id)).json;
    await t.db
      .updateTable('chat_sessions')
      .set({
        started_at: sql`now() - interval '901 seconds'`,
        expires_at: sql`now() - interval '1 second'`,
      })
      .where('id', '=', call.session.id)
      .execute();
    await call.customerTab.until((events) => events.at(-1)?.type === 'VIDEO_CALL_ENDED');
    return call.customerTab.events.at(-1)?.data as Record<string, unknown>;
  }

  // The attack: an astrologer who accepts every call and never appears earned every fee. Each person
  // here holds a live connection throughout; only entering the room counts for a call.
  it.each([
    { joined: [], ends: 'customer' },
    { joined: [], ends: 'astrologer' },
    { joined: [], ends: 'expiry' },
    { joined: ['customer'], ends: 'customer' },
    { joined: ['customer'], ends: 'astrologer' },
    { joined: ['customer'], ends: 'expiry' },
    { joined: ['astrologer'], ends: 'customer' },
    { joined: ['astrologer'], ends: 'astrologer' },
    { joined: ['astrologer'], ends: 'expiry' },
  ] as const)(
    'joined: $joined, ended by $ends: the whole hold goes back and the astrologer earns nothing',
    async ({ joined, ends }) => {
      const running = await runningCall();
      const other = await runningCall('Other');
      await joinBoth(other);
      for (const who of joined) await enter(running, who);
      expect(await close(ends, running)).toMatchObject({ active: false, totalAmount: 0 });
      expect(await orderStatus(running.session.orderId)).toBe('RELEASED');
      expect(await wallet(t, running.customer.id)).toEqual({
        cached: startingCredits,
        ledger: startingCredits,
      });
      expect(await earnings(t, running.astrologer.id)).toEqual({ cached: 0, ledger: 0 });
      // Another pair's joined call is untouched.
      expect(await orderStatus(other.session.orderId)).toBe('HELD');
      expect(await balance(other.customer)).toBe(startingCredits - callMillicredits);
    },
  );

  it('charges a joined call in full when the customer ends it, however soon', async () => {
    const running = await runningCall();
    await joinBoth(running);
    expect(await close('customer', running)).toMatchObject({ totalAmount: 59_000 });
    expect(await wallet(t, running.customer.id)).toEqual({
      cached: startingCredits - callMillicredits,
      ledger: startingCredits - callMillicredits,
    });
    expect(await earnings(t, running.astrologer.id)).toEqual({ cached: 40_000, ledger: 40_000 });
  });

  it("counts the astrologer's minutes from the moment the second person joined", async () => {
    const running = await runningCall();
    await joinBoth(running);
    // Accepted 270 s ago; the astrologer came in then, the customer only 90 s ago: 2 minutes
    // together. 2/15 of each line: base 6,666 + CGST 600 + SGST 600 = 7,866 paise; commission 1,333.
    await startedAgo(running.session.id, 270, { customer: 90 });
    expect(await close('astrologer', running)).toMatchObject({ totalAmount: 7_866 });
    expect(await wallet(t, running.customer.id)).toEqual({
      cached: startingCredits - 78_660,
      ledger: startingCredits - 78_660,
    });
    expect(await earnings(t, running.astrologer.id)).toEqual({ cached: 5_333, ledger: 5_333 });
  });

  it('keeps the first entry when a member enters again, and records none once the call has ended', async () => {
    const running = await runningCall();
    await enter(running, 'customer');
    const joinedAt = async () =>
      await t.db
        .selectFrom('chat_sessions')
        .select(['customer_joined_at', 'astrologer_joined_at'])
        .where('id', '=', running.session.id)
        .executeTakeFirstOrThrow();
    const first = await joinedAt();
    await enter(running, 'customer');
    expect(await joinedAt()).toEqual(first);
    await act('end', running.customer, running.session.id);
    expect((await joinCall(running.astrologer, running.session.id)).status).toBe(409);
    expect((await joinedAt()).astrologer_joined_at).toBeNull();
  });
});

describe('who ended the call', () => {
  const endedEvent = (opened: StompTab) =>
    opened.events.findLast((event) => event.type === 'VIDEO_CALL_ENDED');

  it.each(['customer', 'astrologer'] as const)(
    'tells both sides that the %s ended it, in the event and on the session',
    async (who) => {
      const running = await runningCall();
      await joinBoth(running);
      const ended = await act('end', running[who], running.session.id);
      const endedBy = who === 'customer' ? 'CUSTOMER' : 'ASTROLOGER';
      expect(ended.json).toMatchObject({ closeReason: 'ENDED', endedBy });
      for (const opened of [running.customerTab, running.astrologerTab]) {
        await opened.until(() => endedEvent(opened) !== undefined);
        expect(endedEvent(opened)).toMatchObject({
          senderId: running[who].id,
          data: { id: running.session.id, endedBy },
        });
      }
      const latest = await call(
        t.app,
        'GET',
        `/api/v1/conversation/${running.customer.id}/${running.astrologer.id}/session?type=VIDEO`,
        { token: running.customer.token },
      );
      expect(latest.json.data).toMatchObject({ endedBy });
    },
  );

  it('says the server ended a call whose time ran out, and the session stays unended before', async () => {
    const running = await runningCall();
    expect(running.session).toMatchObject({ endedBy: null });
    await t.db
      .updateTable('chat_sessions')
      .set({
        started_at: sql`now() - interval '901 seconds'`,
        expires_at: sql`now() - interval '1 second'`,
      })
      .where('id', '=', running.session.id)
      .execute();
    await running.customerTab.until(() => endedEvent(running.customerTab) !== undefined);
    expect(endedEvent(running.customerTab)).toMatchObject({
      senderId: 'system',
      data: { closeReason: 'EXPIRED', endedBy: 'SERVER' },
    });
  });
});

describe('past calls', () => {
  const pastCalls = (account: Account, query = '') =>
    call(t.app, 'GET', `/api/v1/conversation/sessions/past${query}`, { token: account.token });

  it("lists each person's own calls that ran and ended, newest first, with date, duration and what was paid", async () => {
    // Another pair's calls go in first: neither person may see them.
    const others = await runningCall('Other');
    await joinBoth(others);
    await act('end', others.customer, others.session.id);

    const first = await runningCall('Meera');
    await joinBoth(first);
    await startedAgo(first.session.id, 270);
    // The astrologer ends after 4 min 30 s: 5 minutes paid, 19,666 paise.
    expect((await act('end', first.astrologer, first.session.id)).status).toBe(200);

    // The same customer calls another astrologer, who never enters: nothing paid.
    const { astrologer: second } = await onlineAstrologer('Kavya');
    const secondCall = (await requestCall(first.customer, second)).json as unknown as ChatSession;
    expect((await act('accept', second, secondCall.id)).status).toBe(200);
    await startedAgo(secondCall.id, 60);
    expect((await act('end', first.customer, secondCall.id)).status).toBe(200);

    // A request that never started is no past call.
    const { astrologer: third } = await onlineAstrologer('Ira');
    expect((await requestCall(first.customer, third)).status).toBe(200);

    const mine = await pastCalls(first.customer);
    expect(mine.status).toBe(200);
    expect(mine.json).toMatchObject({ totalElements: 2, totalPages: 1, number: 0, size: 10 });
    const content = mine.json.content as unknown as Array<Record<string, unknown>>;
    expect(content.map((row) => row.id)).toEqual([secondCall.id, first.session.id]);
    expect(content[0]).toMatchObject({
      totalAmount: 0,
      endedBy: 'CUSTOMER',
      astrologerId: second.id,
    });
    expect(content[0]!.durationSeconds).toBeGreaterThanOrEqual(60);
    expect(content[0]!.durationSeconds).toBeLessThan(70);
    expect(content[1]).toMatchObject({ totalAmount: 19_666, endedBy: 'ASTROLOGER' });
    expect(content[1]!.durationSeconds).toBeGreaterThanOrEqual(270);
    expect(content[1]!.durationSeconds).toBeLessThan(280);

    const theirs = await pastCalls(first.astrologer);
    expect((theirs.json.content as unknown as ChatSession[]).map((row) => row.id)).toEqual([
      first.session.id,
    ]);
    // Paged: one a page.
    const paged = await pastCalls(first.customer, '?page=1&size=1');
    expect(paged.json).toMatchObject({ totalElements: 2, totalPages: 2, number: 1, size: 1 });
    expect((paged.json.content as unknown as ChatSession[]).map((row) => row.id)).toEqual([
      first.session.id,
    ]);
    // Chats are not calls.
    expect((await pastCalls(first.customer, '?type=TEXT')).json).toMatchObject({
      totalElements: 0,
    });
  });

  it('refuses a bad page or type with 400 and anyone signed out with 401', async () => {
    const customer = await customerWithCredits();
    for (const query of ['?page=-1', '?size=51', '?type=AUDIO', '?page=x'])
      expect((await pastCalls(customer, query)).status).toBe(400);
    expect((await call(t.app, 'GET', '/api/v1/conversation/sessions/past')).status).toBe(401);
  });
});

describe('one paid session per customer at a time', () => {
  it('refuses a customer in a running call a second session, of either type, with anyone', async () => {
    const running = await runningCall();
    const { astrologer: second } = await onlineAstrologer('Second');
    for (const [astrologer, type] of [
      [second, 'VIDEO'],
      [second, 'TEXT'],
      [running.astrologer, 'TEXT'],
    ] as const) {
      const refused = await requestCall(running.customer, astrologer, type);
      expect([refused.status, refused.json.message]).toEqual([409, chatTexts.customerInSession]);
    }
    // Asking for the running call again returns it, as it is.
    expect((await requestCall(running.customer, running.astrologer)).json.id).toBe(
      running.session.id,
    );
    expect(await balance(running.customer)).toBe(startingCredits - callMillicredits);
  });

  it("withdraws the customer's waiting request of the other type when they ask someone else", async () => {
    const { astrologer: chatting, tab: chattingTab } = await onlineAstrologer('Chat');
    const { astrologer: calling } = await onlineAstrologer('Call');
    const customer = await customerWithCredits();
    const chat = (await requestCall(customer, chatting, 'TEXT')).json as unknown as ChatSession;
    const video = (await requestCall(customer, calling)).json as unknown as ChatSession;
    await chattingTab.until((events) => events.some((e) => e.type === 'CHAT_REJECTED'));
    expect(chattingTab.events.at(-1)).toMatchObject({
      id: chat.id,
      data: { closeReason: 'CANCELLED' },
    });
    expect(await orderStatus(chat.orderId)).toBe('RELEASED');
    expect(await orderStatus(video.orderId)).toBe('HELD');
    expect(await balance(customer)).toBe(startingCredits - callMillicredits);
    expect((await act('accept', chatting, chat.id)).status).toBe(409);
  });

  it('starts at most one call when a new request races the accept of the older one, run many times at once', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, async (_, index) => {
        const { astrologer: first } = await onlineAstrologer(`First${index}`);
        const { astrologer: second } = await onlineAstrologer(`Second${index}`);
        const customer = await customerWithCredits(`Racer${index}`);
        const older = (await requestCall(customer, first)).json as unknown as ChatSession;
        const [accepted, newer] = await Promise.all([
          act('accept', first, older.id),
          requestCall(customer, second),
        ]);
        const secondAccept =
          newer.status === 200 ? await act('accept', second, String(newer.json.id)) : undefined;
        return { customer, accepted, newer, secondAccept };
      }),
    );
    for (const { customer, accepted, newer, secondAccept } of outcomes) {
      // Either the accept came first and the newer request is refused, or the newer request
      // withdrew the older one and the accept found nothing waiting.
      const statuses = [accepted.status, newer.status].sort();
      expect(statuses).toEqual([200, 409]);
      if (newer.status === 409) expect(newer.json.message).toBe(chatTexts.customerInSession);
      if (secondAccept) expect(secondAccept.status).toBe(200);
      const running = await t.db
        .selectFrom('chat_sessions as s')
        .select('s.id')
        .where('s.user_id', '=', customer.id)
        .where('s.started_at', 'is not', null)
        .where('s.ended_at', 'is', null)
        .execute();
      expect(running).toHaveLength(1);
      expect(await wallet(t, customer.id)).toEqual({
        cached: startingCredits - callMillicredits,
        ledger: startingCredits - callMillicredits,
      });
    }
  });

  it("refuses to accept a customer's request while another of their sessions runs (requests from before the rule)", async () => {
    const running = await runningCall();
    const { astrologer: second } = await onlineAstrologer('Second');
    // A second request the customer could hold before one session per customer (one per type).
    const waiting = (await requestCall(await customerWithCredits('Stand-in'), second))
      .json as unknown as ChatSession;
    await t.db
      .updateTable('chat_sessions')
      .set({ user_id: running.customer.id })
      .where('id', '=', waiting.id)
      .execute();
    const refused = await act('accept', second, waiting.id);
    expect([refused.status, refused.json.message]).toEqual([409, chatTexts.customerBusy]);
  });
});

const joinCall = (account: Account, sessionId: string, app = t.app) =>
  call(app, 'GET', `/api/v1/video/${sessionId}`, {
    token: account.token,
    headers: fromNewAddress(),
  });

/** A member's call token, as the room gets it. */
const callToken = async (account: Account, sessionId: string) =>
  String((await joinCall(account, sessionId)).json.accessToken);

describe('joining a call', () => {
  it('hands the room, a call token and TURN credentials only to the two people of a running call, until it ends', async () => {
    const { astrologer, customer, session } = await runningCall();
    const outsider = await customerWithCredits('Other');
    const askedFrom = Math.floor(Date.now() / 1000);
    const answer = await joinCall(customer, session.id);
    const askedUntil = Math.floor(Date.now() / 1000);
    expect(answer.status).toBe(200);
    const expiresAt = (
      await t.db
        .selectFrom('chat_sessions')
        .select('expires_at')
        .where('id', '=', session.id)
        .executeTakeFirstOrThrow()
    ).expires_at!;
    const turn = (answer.json.iceServers as { username: string }[])[1]!;
    const [expiry, owner] = turn.username.split(':');
    // 30 s from now: a credential never lasts until the call's end 15 minutes away.
    expect(Number(expiry)).toBeGreaterThanOrEqual(askedFrom + videoLimits.turnCredentialSeconds);
    expect(Number(expiry)).toBeLessThanOrEqual(askedUntil + videoLimits.turnCredentialSeconds);
    expect(owner).toBe(customer.id);
    // Computed as coturn does with use-auth-secret: base64(HMAC-SHA1(secret, username)).
    expect(answer.json).toEqual({
      sessionId: session.id,
      provider: 'PEER',
      roomName: session.id,
      accessToken: expect.any(String),
      serverUrl: null,
      iceServers: [
        { urls: ['stun:127.0.0.1:3478'] },
        {
          urls: [`turn:127.0.0.1:${turnPort}`],
          username: turn.username,
          credential: createHmac('sha1', turnSecret).update(turn.username).digest('base64'),
        },
      ],
      iceTransportPolicy: 'all',
      peerId: astrologer.id,
      peerName: session.astrologerName,
      startedAt: expect.any(String),
      expiresAt: expiresAt.toISOString(),
    });
    const astrologers = await joinCall(astrologer, session.id);
    expect(astrologers.json).toMatchObject({ peerId: customer.id, peerName: session.userFullName });
    expect((astrologers.json.iceServers as { username?: string }[])[1]?.username).toMatch(
      new RegExp(`^\\d+:${astrologer.id}$`),
    );
    // Each person has their own call token, and it is no sign-in token.
    expect(astrologers.json.accessToken).not.toBe(answer.json.accessToken);
    const asSignIn = await call(t.app, 'GET', '/api/v1/conversation/sessions/user', {
      token: String(answer.json.accessToken),
    });
    expect(asSignIn.status).toBe(401);

    expect((await joinCall(outsider, session.id)).status).toBe(404);
    expect((await joinCall(customer, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const malformed = await joinCall(customer, 'not-a-session');
    expect([malformed.status, malformed.json.message]).toEqual([400, messages.generic.notFound]);

    await act('end', customer, session.id);
    const after = await joinCall(customer, session.id);
    expect(after.status).toBe(409);
    expect(after.json.message).toBe(messages.video.noActiveSession);
  });

  it("hands TURN credentials that never outlast the call's end, fresh ones while it runs and none after", async () => {
    const { customer, session } = await runningCall();
    const expiry = async () => {
      const answer = await joinCall(customer, session.id);
      expect(answer.status).toBe(200);
      return Number((answer.json.iceServers as { username: string }[])[1]!.username.split(':')[0]);
    };
    const first = await expiry();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // Asked again a little later (as the room does every 20 s), the credential lasts from then.
    expect(await expiry()).toBeGreaterThan(first);
    // 10 s before the call's end: the credential expires with the call, not 30 s later.
    const { expires_at } = await t.db
      .updateTable('chat_sessions')
      .set({ expires_at: sql`now() + interval '10 seconds'` })
      .where('id', '=', session.id)
      .returning('expires_at')
      .executeTakeFirstOrThrow();
    expect(await expiry()).toBe(Math.floor(expires_at!.getTime() / 1000));
    await act('end', customer, session.id);
    expect((await joinCall(customer, session.id)).status).toBe(409);
  });

  it('is refused for a pending call, an expired one and a chat session', async () => {
    const { astrologer } = await onlineAstrologer();
    const customer = await customerWithCredits();
    const pending = (await requestCall(customer, astrologer)).json as unknown as ChatSession;
    expect((await joinCall(customer, pending.id)).status).toBe(409);

    const expired = await runningCall('Late');
    await t.db
      .updateTable('chat_sessions')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('id', '=', expired.session.id)
      .execute();
    expect((await joinCall(expired.customer, expired.session.id)).status).toBe(409);

    const chatting = await customerWithCredits('Kiran');
    const chat = await requestCall(chatting, astrologer, 'TEXT');
    expect(chat.status).toBe(200);
    await act('accept', astrologer, String(chat.json.id));
    expect((await joinCall(chatting, String(chat.json.id))).status).toBe(404);
  });

  const coturn = '/usr/bin/turnserver';
  it.skipIf(!existsSync(coturn))(
    `allocate a relay on a real coturn until the call's end (skipped without ${coturn})`,
    async () => {
      const server: ChildProcess = spawn(coturn, [
        '--use-auth-secret',
        `--static-auth-secret=${turnSecret}`,
        '--realm=kusp',
        '--listening-ip=127.0.0.1',
        '--relay-ip=127.0.0.1',
        '--allow-loopback-peers',
        '-n',
        '--no-cli',
        '-p',
        String(turnPort),
      ]);
      try {
        // Ready once it accepts a TCP connection on its port (it listens on TCP and UDP alike): a
        // fixed second was not always enough on a busy machine, and the allocation then timed out.
        await vi.waitFor(
          () =>
            new Promise<void>((resolve, reject) => {
              const probe = connect(turnPort, '127.0.0.1', () => {
                probe.destroy();
                resolve();
              }).on('error', reject);
            }),
          { timeout: 15_000, interval: 100 },
        );
        const { customer, session } = await runningCall();
        const answer = await joinCall(customer, session.id);
        const turn = (answer.json.iceServers as { username: string; credential: string }[])[1]!;
        const allocate = (username: string, credential: string) =>
          promisify(execFile)(
            'turnutils_uclient',
            [
              '-u',
              username,
              '-w',
              credential,
              '-p',
              String(turnPort),
              '-n',
              '1',
              '-m',
              '1',
              '-c',
              '-y',
              '127.0.0.1',
            ],
            { timeout: 20_000 },
          ).then(
            () => 'allocated',
            () => 'refused',
          );
        expect(await allocate(turn.username, turn.credential)).toBe('allocated');
        expect(await allocate(turn.username, 'not-the-credential')).toBe('refused');
        // The same person's credential for a call whose end has passed.
        const ended = turnCredential(turnSecret, customer.id, new Date(Date.now() - 1000));
        expect(await allocate(ended.username, ended.credential)).toBe('refused');
      } finally {
        server.kill();
      }
    },
    60_000,
  );
});

describe('signalling over the live channel', () => {
  const offer = (sessionId: string, token: string) => ({
    sessionId,
    token,
    kind: 'offer',
    sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n',
    offerId: 'offer-1',
  });
  const candidate = (sessionId: string, token: string) => ({
    sessionId,
    token,
    kind: 'candidate',
    candidate: {
      candidate: 'candidate:1 1 udp 2122260223 10.0.0.2 50000 typ host',
      sdpMid: '0',
      sdpMLineIndex: 0,
    },
  });

  it('relays ready, offer, answer and candidates only between the two people of the running call', async () => {
    const { astrologer, astrologerTab, customer, customerTab, session } = await runningCall();
    const customerToken = await callToken(customer, session.id);
    const astrologerToken = await callToken(astrologer, session.id);
    // The answering astrologer's page says it is in the room; the customer's page offers.
    await astrologerTab.send(
      liveSendDestinations.videoSignal,
      { sessionId: session.id, token: astrologerToken, kind: 'ready' },
      'ready',
    );
    await customerTab.until((events) => events.some((e) => e.type === 'VIDEO_SIGNAL'));
    await customerTab.send(
      liveSendDestinations.videoSignal,
      offer(session.id, customerToken),
      'offer',
    );
    await astrologerTab.until((events) => events.some((e) => e.type === 'VIDEO_SIGNAL'));
    const { token: _sent, ...relayed } = offer(session.id, customerToken);
    expect(astrologerTab.events.at(-1)).toMatchObject({
      type: 'VIDEO_SIGNAL',
      senderId: customer.id,
      data: { ...relayed, from: customer.id },
    });
    // The sender's call token is not passed on.
    expect(astrologerTab.events.at(-1)?.data).not.toHaveProperty('token');
    await astrologerTab.send(
      liveSendDestinations.videoSignal,
      {
        sessionId: session.id,
        token: astrologerToken,
        kind: 'answer',
        sdp: 'v=0\r\n',
        offerId: 'offer-1',
      },
      'answer',
    );
    await astrologerTab.send(
      liveSendDestinations.videoSignal,
      candidate(session.id, astrologerToken),
      'candidate',
    );
    await customerTab.until(
      (events) => events.filter((e) => e.type === 'VIDEO_SIGNAL').length === 3,
    );
    expect(
      customerTab.events
        .filter((e) => e.type === 'VIDEO_SIGNAL')
        .map((e) => [(e.data as { kind: string }).kind, e.senderId]),
    ).toEqual([
      ['ready', astrologer.id],
      ['answer', astrologer.id],
      ['candidate', astrologer.id],
    ]);
    // The answer names the offer it answers, so the offering page can tell it from a stale one.
    expect(
      customerTab.events.find((e) => (e.data as { kind?: string }).kind === 'answer')?.data,
    ).toMatchObject({ offerId: 'offer-1' });
    // Nothing comes back to its sender.
    expect(astrologerTab.events.filter((e) => e.type === 'VIDEO_SIGNAL')).toHaveLength(1);

    // An outsider's offer, answer or candidate for this call is refused and reaches nobody, even
    // with a member's token; so is a member's signal with the other member's token or none.
    const outsider = await customerWithCredits('Other');
    for (const [index, [sender, signal]] of [
      [outsider, offer(session.id, customerToken)],
      [outsider, { sessionId: session.id, token: astrologerToken, kind: 'answer', sdp: 'v=0' }],
      [outsider, candidate(session.id, customerToken)],
      [outsider, { sessionId: session.id, token: customerToken, kind: 'ready' }],
      [customer, candidate(session.id, astrologerToken)],
      [customer, candidate(session.id, `${customerToken}x`)],
    ].entries() as Iterable<[number, [Account, object]]>) {
      const outsiderTab = tab(sender);
      await outsiderTab.connected;
      await outsiderTab.send(liveSendDestinations.videoSignal, signal, `outsider-${index}`);
      await outsiderTab.closed;
      expect(outsiderTab.errors[0]?.headers).toMatchObject({
        message: messages.generic.notFound,
        status: '404',
      });
    }

    // After the end, a member is refused too.
    await act('end', customer, session.id);
    const lateTab = tab(customer);
    await lateTab.connected;
    await lateTab.send(
      liveSendDestinations.videoSignal,
      candidate(session.id, customerToken),
      'late',
    );
    await lateTab.closed;
    expect(lateTab.errors[0]?.headers).toMatchObject({
      message: messages.video.noActiveSession,
      status: '409',
    });
    expect(astrologerTab.events.filter((e) => e.type === 'VIDEO_SIGNAL')).toHaveLength(1);
  });

  it('refuses a member after the server ended the call at its expiry', async () => {
    const { customerTab, customer, session } = await runningCall();
    const token = await callToken(customer, session.id);
    await t.db
      .updateTable('chat_sessions')
      .set({
        started_at: sql`now() - interval '901 seconds'`,
        expires_at: sql`now() - interval '1 second'`,
      })
      .where('id', '=', session.id)
      .execute();
    await customerTab.until((events) => events.at(-1)?.type === 'VIDEO_CALL_ENDED');
    const lateTab = tab(customer);
    await lateTab.connected;
    await lateTab.send(liveSendDestinations.videoSignal, offer(session.id, token), 'expired');
    await lateTab.closed;
    expect(lateTab.errors[0]?.headers).toMatchObject({ status: '409' });
  });

  it('refuses an oversized description or candidate', async () => {
    const { customer, session } = await runningCall();
    const token = await callToken(customer, session.id);
    for (const [signal, text] of [
      [{ ...offer(session.id, token), sdp: 'a'.repeat(16 * 1024 + 1) }, videoTexts.sdpTooLong],
      [
        { ...candidate(session.id, token), candidate: { candidate: 'c'.repeat(1025) } },
        videoTexts.candidateTooLong,
      ],
      [{ ...offer(session.id, token), offerId: 'o'.repeat(65) }, videoTexts.offerIdTooLong],
    ] as const) {
      const opened = tab(customer);
      await opened.connected;
      await opened.send(liveSendDestinations.videoSignal, signal, 'big');
      await opened.closed;
      expect(opened.errors[0]?.headers).toMatchObject({ status: '400' });
      expect(opened.errors[0]?.body).toContain(text);
    }
  });
});

describe("the spec's HTTP signalling calls", () => {
  const post = (account: Account, path: string, body: object) =>
    call(t.app, 'POST', `/api/v1/video/${path}`, {
      token: account.token,
      headers: fromNewAddress(),
      body,
    });

  it("relay an answer and a candidate to the other person only, with the sender's own token", async () => {
    const { astrologer, customer, customerTab, session } = await runningCall();
    const astrologerToken = await callToken(astrologer, session.id);
    const answered = await post(astrologer, 'answer', {
      sessionId: session.id,
      token: astrologerToken,
      sdp: 'v=0\r\n',
    });
    expect([answered.status, answered.json]).toEqual([200, { relayed: true }]);
    const candidate = {
      sessionId: session.id,
      token: astrologerToken,
      candidate: { candidate: 'candidate:1 1 udp 2122260223 10.0.0.2 50000 typ host' },
    };
    expect((await post(astrologer, 'ice-candidate', candidate)).status).toBe(200);
    await customerTab.until(
      (events) => events.filter((e) => e.type === 'VIDEO_SIGNAL').length === 2,
    );
    expect(customerTab.events.filter((e) => e.type === 'VIDEO_SIGNAL').map((e) => e.data)).toEqual([
      { sessionId: session.id, kind: 'answer', sdp: 'v=0\r\n', from: astrologer.id },
      {
        sessionId: session.id,
        kind: 'candidate',
        candidate: candidate.candidate,
        from: astrologer.id,
      },
    ]);

    const outsider = await customerWithCredits('Other');
    expect((await post(outsider, 'ice-candidate', candidate)).status).toBe(404);
    // The astrologer's token in the customer's hands.
    expect((await post(customer, 'ice-candidate', candidate)).status).toBe(404);
    const noToken = await post(astrologer, 'answer', { sessionId: session.id, sdp: 'v=0' });
    expect(noToken.status).toBe(400);
    const huge = await post(astrologer, 'answer', { ...candidate, sdp: 'a'.repeat(16 * 1024 + 1) });
    expect([huge.status, huge.json.message]).toEqual([400, videoTexts.sdpTooLong]);

    await act('end', customer, session.id);
    const late = await post(astrologer, 'ice-candidate', candidate);
    expect([late.status, late.json.message]).toEqual([409, messages.video.noActiveSession]);
  });
});

describe('the LiveKit option', () => {
  it('hands each member a LiveKit token for the room named by the session, and deletes the room when the call ends', async () => {
    const deleted: unknown[] = [];
    const livekitApi = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        if (request.url === '/twirp/livekit.RoomService/DeleteRoom') deleted.push(JSON.parse(body));
        response.setHeader('content-type', 'application/json');
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => livekitApi.listen(0, '127.0.0.1', resolve));
    const { port } = livekitApi.address() as AddressInfo;
    const livekit = {
      url: `ws://127.0.0.1:${port}`,
      apiKey: 'kusp-key',
      apiSecret: 'kusp-secret-'.repeat(3),
    };
    const hosted = await startTestApp({ livekit });
    try {
      const astrologer = await createAccount(hosted.app, hosted.db, 'astrologer', {});
      await hosted.db
        .updateTable('astrologer_profiles')
        .set({ rate: '500.00', video_call_enabled: true, availability_status: 'ONLINE' })
        .where('user_id', '=', astrologer.id)
        .execute();
      const customer = await createAccount(hosted.app, hosted.db, 'customer', {});
      await grant(hosted, customer.id, startingCredits);
      const requested = await call(hosted.app, 'POST', '/api/v1/chat/request', {
        token: customer.token,
        body: { astrologerId: astrologer.id, userId: customer.id, type: 'VIDEO' },
      });
      const sessionId = String(requested.json.id);
      expect(
        (
          await call(hosted.app, 'POST', '/api/v1/chat/accept', {
            token: astrologer.token,
            body: { sessionId },
          })
        ).status,
      ).toBe(200);

      const joined = await joinCall(customer, sessionId, hosted.app);
      expect(joined.json).toMatchObject({
        provider: 'LIVEKIT',
        roomName: sessionId,
        serverUrl: livekit.url,
        iceServers: [],
      });
      const claims = await new TokenVerifier(livekit.apiKey, livekit.apiSecret).verify(
        String(joined.json.accessToken),
      );
      expect(claims.sub).toBe(customer.id);
      expect(claims.video).toMatchObject({ room: sessionId, roomJoin: true, canPublish: true });
      // The token lasts until the call's end, not longer.
      expect(Math.abs(claims.exp! * 1000 - Date.parse(String(joined.json.expiresAt)))).toBeLessThan(
        2000,
      );
      // Our relay carries nothing for a LiveKit call.
      const relayed = await call(hosted.app, 'POST', '/api/v1/video/answer', {
        token: customer.token,
        body: { sessionId, token: String(joined.json.accessToken), sdp: 'v=0' },
      });
      expect(relayed.status).toBe(404);

      await call(hosted.app, 'POST', '/api/v1/chat/end', {
        token: customer.token,
        body: { sessionId },
      });
      await expect.poll(() => deleted).toEqual([{ room: sessionId }]);
    } finally {
      await hosted.close();
      livekitApi.close();
    }
  }, 60_000);

  it('is configured with all three settings or none', () => {
    expect(() => loadConfig({ LIVEKIT_URL: 'wss://video.example' })).toThrow(/LIVEKIT_API_KEY/);
    expect(loadConfig({}).livekit).toBeUndefined();
    expect(() => loadConfig({ VIDEO_ICE_POLICY: 'relay' })).toThrow(/TURN_URLS/);
    expect(
      loadConfig({ VIDEO_ICE_POLICY: 'relay', TURN_URLS: 'turn:127.0.0.1', TURN_SECRET: 's' })
        .videoIcePolicy,
    ).toBe('relay');
  });
});
