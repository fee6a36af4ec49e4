import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  chatTexts,
  liveSendDestinations,
  messages,
  type ChatMessage,
  type ChatSession,
  type LiveEvent,
} from '@kusp/contracts';
import { sweepDepartures } from '../src/modules/chat/availability.ts';
import { seedChatDemo } from '../src/modules/chat/demo.ts';
import { demoCustomer, demoPassword, seedDemoData } from '../src/modules/demo/seed.ts';
import { seedHoroscopeDemo } from '../src/modules/horoscopes/demo.ts';
import { createAccount } from './support/accounts.ts';
import { listenForLive, openTab, type StompTab } from './support/live.ts';
import { earnings, grant, wallet } from './support/money.ts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

type Account = Awaited<ReturnType<typeof createAccount>>;

let t: TestApp;
let url: string;
const tabs: StompTab[] = [];

function tab(account: Account) {
  const opened = openTab(url, { token: account.token, userId: account.id });
  tabs.push(opened);
  return opened;
}

// ₹500 a session: 50,000 paise + CGST 4,500 + SGST 4,500 = 59,000 paise = 590,000 millicredits;
// the astrologer earns 50,000 − 20 % commission = 40,000 paise.
const sessionMillicredits = 590_000;
const startingCredits = 1_000_000;

/** An astrologer at ₹500 a session, with a tab open, which brings them ONLINE. */
async function onlineAstrologer(firstName = 'Vedika') {
  const astrologer = await createAccount(t.app, t.db, 'astrologer', { firstName });
  await t.db
    .updateTable('astrologer_profiles')
    .set({ rate: '500.00' })
    .where('user_id', '=', astrologer.id)
    .execute();
  const opened = tab(astrologer);
  await opened.connected;
  await t.app.live.presenceSettled();
  return { astrologer, tab: opened };
}

/** A customer with 1,000 credits and their own (SELF) horoscope. */
async function customerWithHoroscope(firstName = 'Arjun') {
  const customer = await createAccount(t.app, t.db, 'customer', { firstName });
  await grant(t, customer.id, startingCredits);
  const horoscope = await t.db
    .insertInto('horoscope_profiles')
    .values({
      user_id: customer.id,
      horo_type: 'SELF',
      name: firstName,
      gender: 'MALE',
      birth_date: '1990-04-12',
      birth_time: '06:30:00',
      birth_place: 'Kochi',
      latitude: '9.9312',
      longitude: '76.2673',
      time_zone: '+05:30',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...customer, horoscopeId: horoscope.id };
}

// Each call from a client address of its own, so the many sessions here stay under the per-address
// rate limits of the routes.
let lastAddress = 0;
const fromNewAddress = () => ({
  'x-forwarded-for': `10.2.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`,
});

async function request(customer: Account, astrologer: Account) {
  return call(t.app, 'POST', '/api/v1/chat/request', {
    token: customer.token,
    headers: fromNewAddress(),
    body: {
      astrologerId: astrologer.id,
      userId: customer.id,
      type: 'TEXT',
      astrologerName: 'Someone Else',
      userFullName: 'Not Me',
      cost: 0.01,
    },
  });
}

const act = (action: 'accept' | 'reject' | 'end', account: Account, sessionId: string) =>
  call(t.app, 'POST', `/api/v1/chat/${action}`, {
    token: account.token,
    headers: fromNewAddress(),
    body: { sessionId },
  });

async function availability(account: Account) {
  const answer = await call(t.app, 'GET', `/api/v1/availability/${account.id}`, {
    token: account.token,
  });
  return answer.json.availabilityStatus;
}

/** The test's clock hook: makes the server's database believe the session's time ran out. */
async function runOutOfTime(sessionId: string, secondsAgo = 1) {
  await t.db
    .updateTable('chat_sessions')
    .set({
      started_at: sql`now() - ${900 + secondsAgo} * interval '1 second'`,
      expires_at: sql`now() - ${secondsAgo} * interval '1 second'`,
    })
    .where('id', '=', sessionId)
    .execute();
}

const types = (events: LiveEvent[]) => events.map((event) => event.type);

const orderStatus = async (orderId: string) => (await t.app.money.getOrder(t.db, orderId))?.status;
const balance = async (account: Account) => (await wallet(t, account.id)).cached;

beforeAll(async () => {
  t = await startTestApp({ chatSweepMs: 100, awayAfterSeconds: 1 });
  url = await listenForLive(t.app);
});

afterAll(async () => {
  await Promise.all(tabs.map((opened) => opened.close()));
  await t?.close();
});

describe('a live chat session', () => {
  it('runs request → accept → 20 messages each way → expiry, every event in order on every tab', async () => {
    const { astrologer, tab: astrologerTab } = await onlineAstrologer();
    expect(await availability(astrologer)).toBe('ONLINE');
    const customer = await customerWithHoroscope();
    const customerTabs = [tab(customer), tab(customer)];
    await Promise.all(customerTabs.map((opened) => opened.connected));

    const requested = await request(customer, astrologer);
    expect(requested.status).toBe(200);
    const session = requested.json as unknown as ChatSession;
    expect(session).toMatchObject({
      status: 'PENDING',
      active: true,
      userFullName: 'Arjun Customer',
      astrologerName: 'Vedika Astrologer',
      horoscopeId: customer.horoscopeId,
      startedAt: null,
      totalAmount: 59_000,
    });
    // Held on request.
    expect(await orderStatus(session.orderId)).toBe('HELD');
    expect(await wallet(t, customer.id)).toEqual({
      cached: startingCredits - sessionMillicredits,
      ledger: startingCredits - sessionMillicredits,
    });

    await astrologerTab.until((events) => events.length === 1);
    expect(astrologerTab.events[0]).toMatchObject({
      type: 'CHAT_REQUEST',
      id: session.id,
      senderId: customer.id,
      senderName: 'Arjun Customer',
      data: { id: session.id, status: 'PENDING' },
    });
    const listed = await call(
      t.app,
      'GET',
      `/api/v1/conversation/sessions/astrologer/${astrologer.id}`,
      {
        token: astrologer.token,
      },
    );
    expect((listed.json.data as ChatSession[]).map((row) => row.id)).toEqual([session.id]);

    // Input stays closed while pending.
    const early = await call(t.app, 'POST', '/api/v1/chat', {
      token: customer.token,
      body: { recipientId: astrologer.id, content: 'Hello?' },
    });
    expect(early.status).toBe(409);

    const accepted = await act('accept', astrologer, session.id);
    expect(accepted.status).toBe(200);
    expect(accepted.json).toMatchObject({ status: 'ACCEPTED', active: true });
    expect(
      Date.parse(String(accepted.json.expiresAt)) - Date.parse(String(accepted.json.startedAt)),
    ).toBe(900_000);
    expect(await availability(astrologer)).toBe('BUSY');
    // Still a hold while the session runs: nothing earned yet.
    expect(await orderStatus(session.orderId)).toBe('HELD');
    expect(await balance(customer)).toBe(startingCredits - sessionMillicredits);
    expect(await earnings(t, astrologer.id)).toEqual({ cached: 0, ledger: 0 });

    for (let index = 1; index <= 20; index += 1) {
      for (const [from, to, opened] of [
        [customer, astrologer, customerTabs[0]],
        [astrologer, customer, astrologerTab],
      ] as const) {
        const content = `${from === customer ? 'Question' : 'Answer'} ${index}\u00a0ji`;
        const receipt = await opened!.send(
          liveSendDestinations.chat,
          { recipientId: to.id, content, conversationSessionId: session.id },
          `receipt-${from.id}-${index}`,
        );
        // The sending tab has its message in the RECEIPT, as stored, instead of a live copy.
        expect(JSON.parse(receipt?.headers.result ?? 'null')).toMatchObject({
          senderId: from.id,
          recipientId: to.id,
          content: content.replace('\u00a0', ' '),
        });
        // Stored before the receipt: the sender's acknowledgement is never a lost message.
        const stored = await t.db
          .selectFrom('chat_messages')
          .select('content')
          .where('sender_id', '=', from.id)
          .orderBy('seq', 'desc')
          .executeTakeFirst();
        expect(stored?.content).toBe(content.replace('\u00a0', ' '));
      }
    }

    await runOutOfTime(session.id);
    const everyone = [astrologerTab, ...customerTabs];
    await Promise.all(
      everyone.map((opened) => opened.until((events) => events.at(-1)?.type === 'CHAT_ENDED')),
    );
    // The customer's second tab has every message; each sending tab has the other person's.
    for (const [opened, firstFour, count] of [
      [customerTabs[1], ['Question 1 ji', 'Answer 1 ji', 'Question 2 ji', 'Answer 2 ji'], 40],
      [customerTabs[0], ['Answer 1 ji', 'Answer 2 ji', 'Answer 3 ji', 'Answer 4 ji'], 20],
      [astrologerTab, ['Question 1 ji', 'Question 2 ji', 'Question 3 ji', 'Question 4 ji'], 20],
    ] as const) {
      expect(types(opened!.events)).toEqual([
        'CHAT_REQUEST',
        'CHAT_ACCEPTED',
        ...Array<string>(count).fill('CHAT_MESSAGE'),
        'CHAT_ENDED',
      ]);
      const contents = opened!.events
        .filter((event) => event.type === 'CHAT_MESSAGE')
        .map((event) => (event.data as ChatMessage).content);
      expect(contents.slice(0, 4)).toEqual(firstFour);
      expect(opened!.events.at(-1)).toMatchObject({
        senderId: 'system',
        data: { id: session.id, closeReason: 'EXPIRED', active: false },
      });
    }
    const message = astrologerTab.events[2]?.data as ChatMessage;
    expect(message).toMatchObject({
      senderId: customer.id,
      senderName: 'Arjun Customer',
      recipientId: astrologer.id,
      recipientName: 'Vedika Astrologer',
      conversationSessionId: session.id,
      status: 'DELIVERED',
      isMedia: false,
    });

    // After the end: refused over HTTP and over STOMP.
    const late = await call(t.app, 'POST', '/api/v1/chat', {
      token: customer.token,
      body: { recipientId: astrologer.id, content: 'One more thing' },
    });
    expect(late.status).toBe(409);
    expect(late.json.message).toBe(chatTexts.sessionNotActive);
    const lateTab = tab(customer);
    await lateTab.connected;
    await lateTab.send(
      liveSendDestinations.chat,
      { recipientId: astrologer.id, content: 'Still there?' },
      'late',
    );
    await lateTab.closed;
    expect(lateTab.errors[0]?.headers).toMatchObject({
      message: chatTexts.sessionNotActive,
      'receipt-id': 'late',
    });
    expect(await availability(astrologer)).toBe('ONLINE');
    // Expired: delivered in full, so paid in full and the astrologer's earning booked.
    expect(await orderStatus(session.orderId)).toBe('PAID');
    expect(await balance(customer)).toBe(startingCredits - sessionMillicredits);
    expect(await earnings(t, astrologer.id)).toEqual({ cached: 40_000, ledger: 40_000 });

    // History: newest first, 10 a page by default.
    const page = await call(
      t.app,
      'GET',
      `/api/v1/conversation/${customer.id}/${astrologer.id}/messages`,
      {
        token: astrologer.token,
      },
    );
    expect(page.json.hasMore).toBe(true);
    expect((page.json.data as ChatMessage[]).map((row) => row.content).slice(0, 2)).toEqual([
      'Answer 20 ji',
      'Question 20 ji',
    ]);
    const last = await call(
      t.app,
      'GET',
      `/api/v1/conversation/${astrologer.id}/${customer.id}/messages?pageNumber=3&pageSize=10`,
      { token: customer.token },
    );
    expect(last.json.hasMore).toBe(false);
    expect((last.json.data as ChatMessage[]).at(-1)?.content).toBe('Question 1 ji');

    const latest = await call(
      t.app,
      'GET',
      `/api/v1/conversation/${customer.id}/${astrologer.id}/session`,
      {
        token: customer.token,
      },
    );
    expect(latest.json.data).toMatchObject({ id: session.id, status: 'ACCEPTED', active: false });

    const contacts = await call(t.app, 'GET', '/api/v1/contacts/astrologer', {
      token: astrologer.token,
    });
    expect(contacts.json.data).toEqual([
      expect.objectContaining({
        contactUserId: customer.id,
        contactFirstName: 'Arjun',
        horoscopeId: customer.horoscopeId,
        type: 'USER',
        userId: astrologer.id,
      }),
    ]);
    const customerContacts = await call(t.app, 'GET', '/api/v1/contacts/customer', {
      token: customer.token,
    });
    expect(customerContacts.json.data).toEqual([
      expect.objectContaining({
        contactUserId: astrologer.id,
        type: 'ASTROLOGER',
        horoscopeId: null,
      }),
    ]);
  });
});

describe('session rules', () => {
  it('resumes an open session instead of a second request, and keeps one pending request per customer', async () => {
    const first = await onlineAstrologer('Mira');
    const second = await onlineAstrologer('Ravi');
    const customer = await customerWithHoroscope('Kiran');
    const one = (await request(customer, first.astrologer)).json as unknown as ChatSession;
    const again = (await request(customer, first.astrologer)).json as unknown as ChatSession;
    expect(again.id).toBe(one.id);

    const other = (await request(customer, second.astrologer)).json as unknown as ChatSession;
    expect(other.id).not.toBe(one.id);
    await first.tab.until((events) => events.some((event) => event.type === 'CHAT_REJECTED'));
    expect(first.tab.events.at(-1)).toMatchObject({
      type: 'CHAT_REJECTED',
      data: { id: one.id, closeReason: 'CANCELLED', status: 'REJECTED' },
    });
    expect((await act('accept', first.astrologer, one.id)).status).toBe(409);
    expect(await orderStatus(one.orderId)).toBe('RELEASED');
    expect(await orderStatus(other.orderId)).toBe('HELD');
    expect(await balance(customer)).toBe(startingCredits - sessionMillicredits);
  });

  it('refuses a request the wallet cannot cover with the top-up text, holding nothing', async () => {
    const { astrologer } = await onlineAstrologer();
    const customer = await createAccount(t.app, t.db, 'customer');
    await grant(t, customer.id, sessionMillicredits - 1);
    const answer = await request(customer, astrologer);
    expect(answer.status).toBe(409);
    expect(answer.json.message).toBe(messages.payment.noCredits);
    expect(await balance(customer)).toBe(sessionMillicredits - 1);
    const latest = await call(
      t.app,
      'GET',
      `/api/v1/conversation/${customer.id}/${astrologer.id}/session`,
      { token: customer.token },
    );
    expect(latest.json.data).toBeNull();
  });

  it('replays a request sent twice with one Idempotency-Key, holding once', async () => {
    const { astrologer } = await onlineAstrologer();
    const customer = await customerWithHoroscope();
    const send = (userFullName?: string) =>
      call(t.app, 'POST', '/api/v1/chat/request', {
        token: customer.token,
        headers: { 'idempotency-key': 'chat-request-1' },
        body: { astrologerId: astrologer.id, userId: customer.id, type: 'TEXT', userFullName },
      });
    const [first, second] = [await send(), await send()];
    expect(second.json.id).toBe(first.json.id);
    expect((await send('Another body')).status).toBe(422);
    expect(await balance(customer)).toBe(startingCredits - sessionMillicredits);
  });

  it('lets only the astrologer of the session accept or reject, and only its people read it', async () => {
    const { astrologer, tab: astrologerTab } = await onlineAstrologer();
    const { astrologer: stranger } = await onlineAstrologer('Other');
    const customer = await customerWithHoroscope();
    const outsider = await createAccount(t.app, t.db, 'customer');
    const session = (await request(customer, astrologer)).json as unknown as ChatSession;

    expect((await act('accept', stranger, session.id)).status).toBe(404);
    expect((await act('reject', stranger, session.id)).status).toBe(404);
    expect((await act('end', outsider, session.id)).status).toBe(404);
    expect(
      (
        await call(t.app, 'POST', '/api/v1/chat/accept', {
          token: customer.token,
          body: { sessionId: session.id },
        })
      ).status,
    ).toBe(403);
    for (const path of [
      `/api/v1/conversation/${customer.id}/${astrologer.id}/messages`,
      `/api/v1/conversation/${customer.id}/${astrologer.id}/session`,
    ]) {
      expect((await call(t.app, 'GET', path, { token: outsider.token })).status).toBe(404);
    }
    expect(
      (
        await call(t.app, 'GET', `/api/v1/conversation/sessions/astrologer/${astrologer.id}`, {
          token: stranger.token,
        })
      ).status,
    ).toBe(404);
    const forSomeoneElse = await call(t.app, 'POST', '/api/v1/chat/request', {
      token: outsider.token,
      body: { astrologerId: astrologer.id, userId: customer.id, type: 'TEXT' },
    });
    expect(forSomeoneElse.status).toBe(404);

    expect(await balance(customer)).toBe(startingCredits - sessionMillicredits);
    const rejected = await act('reject', astrologer, session.id);
    expect(rejected.json).toMatchObject({
      status: 'REJECTED',
      closeReason: 'REJECTED',
      active: false,
    });
    // Released on reject: the wallet is whole again.
    expect(await orderStatus(session.orderId)).toBe('RELEASED');
    expect(await wallet(t, customer.id)).toEqual({
      cached: startingCredits,
      ledger: startingCredits,
    });
    await astrologerTab.until((events) => events.at(-1)?.type === 'CHAT_REJECTED');
    expect((await act('reject', astrologer, session.id)).status).toBe(409);
  });

  it("shows the astrologer the customer's chart only once the customer asked them for a session", async () => {
    const { astrologer } = await onlineAstrologer();
    const { astrologer: other } = await onlineAstrologer('Other');
    const customer = await customerWithHoroscope();
    const chart = (account: Account) =>
      call(t.app, 'GET', `/api/v1/horoscope/${customer.horoscopeId}`, { token: account.token });
    expect((await chart(astrologer)).status).toBe(404);
    expect((await request(customer, astrologer)).status).toBe(200);
    expect((await chart(astrologer)).status).toBe(200);
    expect((await chart(other)).status).toBe(404);
  });

  it('refuses a request to an astrologer who is not ONLINE', async () => {
    const astrologer = await createAccount(t.app, t.db, 'astrologer');
    const customer = await customerWithHoroscope();
    const answer = await request(customer, astrologer);
    expect(answer.status).toBe(409);
    expect(answer.json.message).toBe(chatTexts.astrologerUnavailable);
  });

  it('times out a request nobody accepted', async () => {
    const { astrologer, tab: astrologerTab } = await onlineAstrologer();
    const customer = await customerWithHoroscope();
    const session = (await request(customer, astrologer)).json as unknown as ChatSession;
    await t.db
      .updateTable('chat_sessions')
      .set({ request_expires_at: sql`now() - interval '1 second'` })
      .where('id', '=', session.id)
      .execute();
    await astrologerTab.until((events) => events.at(-1)?.type === 'CHAT_REJECTED');
    expect(astrologerTab.events.at(-1)).toMatchObject({
      senderId: 'system',
      data: { closeReason: 'TIMED_OUT', status: 'REJECTED' },
    });
    expect((await act('accept', astrologer, session.id)).status).toBe(409);
    expect(await orderStatus(session.orderId)).toBe('RELEASED');
    expect(await wallet(t, customer.id)).toEqual({
      cached: startingCredits,
      ledger: startingCredits,
    });
  });

  it('checks message text and stores a retried clientMessageId once', async () => {
    const { astrologer } = await onlineAstrologer();
    const customer = await customerWithHoroscope();
    const session = (await request(customer, astrologer)).json as unknown as ChatSession;
    await act('accept', astrologer, session.id);
    const send = (body: Record<string, unknown>) =>
      call(t.app, 'POST', '/api/v1/chat', {
        token: customer.token,
        body: { recipientId: astrologer.id, ...body },
      });

    const tooLong = await send({ content: 'x'.repeat(2001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.message).toBe(chatTexts.messageTooLong);
    expect((await send({ content: ' \u00a0 ' })).json.message).toBe(chatTexts.messageRequired);

    const clientMessageId = randomUUID();
    const first = await send({ content: 'Namaste', clientMessageId });
    const retry = await send({ content: 'Namaste', clientMessageId });
    expect(retry.json.id).toBe(first.json.id);
    const count = await t.db
      .selectFrom('chat_messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('session_id', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);

    // Ids sent in capitals are answered as stored: the form the live channel and the history use.
    const capitals = randomUUID();
    const shouted = await send({
      recipientId: astrologer.id.toUpperCase(),
      content: 'Shubh din',
      clientMessageId: capitals.toUpperCase(),
    });
    expect(shouted.status).toBe(200);
    expect(shouted.json).toMatchObject({
      recipientId: astrologer.id,
      senderId: customer.id,
      clientMessageId: capitals,
      content: 'Shubh din',
    });

    const ended = await act('end', customer, session.id);
    expect(ended.json).toMatchObject({ status: 'ACCEPTED', closeReason: 'ENDED', active: false });
    expect((await send({ content: 'After the end' })).status).toBe(409);
  });

  it('stores messages sent at the same moment together, answering each on its own', async () => {
    const { astrologer } = await onlineAstrologer();
    const { astrologer: notInSession } = await onlineAstrologer('Other');
    const customer = await customerWithHoroscope();
    const session = (await request(customer, astrologer)).json as unknown as ChatSession;
    await act('accept', astrologer, session.id);
    const send = (recipientId: string, content: string) =>
      call(t.app, 'POST', '/api/v1/chat', {
        token: customer.token,
        body: { recipientId, content },
      });
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, (_, index) => send(astrologer.id, `Batch ${index}`)),
      ...Array.from({ length: 4 }, (_, index) => send(notInSession.id, `Nowhere ${index}`)),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array<number>(12).fill(200),
      ...Array<number>(4).fill(409),
    ]);
    const stored = await t.db
      .selectFrom('chat_messages')
      .select('content')
      .where('session_id', '=', session.id)
      .orderBy('seq')
      .execute();
    // Sent at once, so in no particular order; each stored exactly once.
    expect(stored.map((row) => row.content).sort()).toEqual(
      Array.from({ length: 12 }, (_, index) => `Batch ${index}`).sort(),
    );
  });

  it("deletes a session's messages with it, and a conversation's with its sessions, leaving others' alone", async () => {
    const sessions = [await runningSession('Deleted'), await runningSession('Kept')];
    for (const { customer, astrologer } of sessions)
      for (const content of ['First', 'Second'])
        expect(
          (
            await call(t.app, 'POST', '/api/v1/chat', {
              token: customer.token,
              body: { recipientId: astrologer.id, content },
            })
          ).status,
        ).toBe(200);
    const [deleted, kept] = sessions as [(typeof sessions)[0], (typeof sessions)[0]];
    const messagesOf = async (sessionId: string) =>
      (
        await t.db
          .selectFrom('chat_messages')
          .select('content')
          .where('session_id', '=', sessionId)
          .execute()
      ).length;

    await t.db.deleteFrom('chat_sessions').where('id', '=', deleted.session.id).execute();
    expect(await messagesOf(deleted.session.id)).toBe(0);
    expect(await messagesOf(kept.session.id)).toBe(2);

    await t.db
      .deleteFrom('chat_conversations')
      .where('user_id', '=', kept.customer.id)
      .where('astrologer_id', '=', kept.astrologer.id)
      .execute();
    expect(await messagesOf(kept.session.id)).toBe(0);
  });

  it('marks an astrologer AWAY once their last connection has been closed for a while', async () => {
    const { astrologer, tab: only } = await onlineAstrologer();
    expect(await availability(astrologer)).toBe('ONLINE');
    await only.close();
    await vi.waitFor(async () => expect(await availability(astrologer)).toBe('AWAY'), {
      timeout: 20_000,
      interval: 200,
    });
  });

  it('marks an astrologer AWAY even when their tab closed while the database was away', async () => {
    const { astrologer, tab: only } = await onlineAstrologer();
    // The table out of reach fails presence writes, as an outage would.
    await sql`alter table live_presence rename to live_presence_away`.execute(t.db);
    try {
      await only.close();
      await t.app.live.presenceSettled();
    } finally {
      await sql`alter table live_presence_away rename to live_presence`.execute(t.db);
    }
    expect(await availability(astrologer)).toBe('ONLINE');
    await vi.waitFor(async () => expect(await availability(astrologer)).toBe('AWAY'), {
      timeout: 20_000,
      interval: 200,
    });
  });
});

/**
 * The test's clock hook: the running session started `seconds` ago (by the database clock), both
 * people there from its start.
 */
async function startedAgo(sessionId: string, seconds: number) {
  await t.db
    .updateTable('chat_sessions')
    .set({
      started_at: sql`now() - ${seconds} * interval '1 second'`,
      customer_joined_at: sql`now() - ${seconds} * interval '1 second'`,
      astrologer_joined_at: sql`now() - ${seconds} * interval '1 second'`,
      expires_at: sql`now() + ${900 - seconds} * interval '1 second'`,
    })
    .where('id', '=', sessionId)
    .execute();
}

/** A running session between a new customer and a new astrologer, both connected (joined). */
async function runningSession(firstName = 'Vedika') {
  const online = await onlineAstrologer(firstName);
  const customer = await customerWithHoroscope();
  const customerTab = tab(customer);
  await customerTab.connected;
  await t.app.live.presenceSettled();
  const session = (await request(customer, online.astrologer)).json as unknown as ChatSession;
  expect((await act('accept', online.astrologer, session.id)).status).toBe(200);
  return { ...online, customer, customerTab, session };
}

describe('session money', () => {
  // ₹500: base 50,000 + CGST 4,500 + SGST 4,500 paise; commission 10,000. Each line is paid for
  // minutes/15 and rounded down on its own: 1 minute = 3,333 + 300 + 300 = 3,933 paise, of which
  // the astrologer earns 3,333 − 666 = 2,667; 5 minutes = 16,666 + 1,500 + 1,500 = 19,666, earning
  // 16,666 − 3,333 = 13,333.
  it.each([
    { who: 'astrologer', seconds: 1, paid: 3_933, earned: 2_667 },
    { who: 'astrologer', seconds: 270, paid: 19_666, earned: 13_333 },
    { who: 'customer', seconds: 1, paid: 59_000, earned: 40_000 },
  ] as const)(
    'the $who ending after $seconds s: the customer pays $paid paise, the astrologer earns $earned',
    async ({ who, seconds, paid, earned }) => {
      const { astrologer, customer, session } = await runningSession();
      // Another pair's running session, whose money must not move.
      const other = await runningSession('Other');
      await startedAgo(session.id, seconds);
      const ended = await act('end', who === 'astrologer' ? astrologer : customer, session.id);
      expect(ended.json).toMatchObject({ closeReason: 'ENDED', active: false, totalAmount: paid });

      expect(await t.app.money.getOrder(t.db, session.orderId)).toMatchObject({
        status: 'PAID',
        quote: { totalAmount: paid, baseRate: expect.any(Number) as number },
      });
      expect(await wallet(t, customer.id)).toEqual({
        cached: startingCredits - paid * 10,
        ledger: startingCredits - paid * 10,
      });
      expect(await earnings(t, astrologer.id)).toEqual({ cached: earned, ledger: earned });
      expect(await availability(astrologer)).toBe('ONLINE');

      // Settled once: ending again, or settling the order again for more, moves nothing.
      expect((await act('end', customer, session.id)).json).toMatchObject({ totalAmount: paid });
      await t.db
        .transaction()
        .execute((trx) => t.app.money.settleHold(trx, session.orderId, { part: 15, whole: 15 }));
      expect(await balance(customer)).toBe(startingCredits - paid * 10);
      expect(await earnings(t, astrologer.id)).toEqual({ cached: earned, ledger: earned });

      expect(await orderStatus(other.session.orderId)).toBe('HELD');
      expect(await balance(other.customer)).toBe(startingCredits - sessionMillicredits);
      expect(await earnings(t, other.astrologer.id)).toEqual({ cached: 0, ledger: 0 });
    },
  );

  it('ends every session whose time ran out, also when one of them cannot be settled', async () => {
    const broken = await runningSession('Broken');
    const due = await runningSession('Due');
    // A fault in one session's payment (its order no longer held, as after a hand edit): closing it
    // fails at every sweep, and the sessions behind it must still end on time.
    await t.db
      .updateTable('orders')
      .set({ status: 'FAILED' })
      .where('id', '=', broken.session.orderId)
      .execute();
    await runOutOfTime(broken.session.id, 2);
    await runOutOfTime(due.session.id, 1);
    await due.tab.until((events) => events.at(-1)?.type === 'CHAT_ENDED');
    expect(due.tab.events.at(-1)).toMatchObject({
      senderId: 'system',
      data: { id: due.session.id, closeReason: 'EXPIRED', totalAmount: 59_000 },
    });
    expect(await orderStatus(due.session.orderId)).toBe('PAID');
    expect(await balance(due.customer)).toBe(startingCredits - sessionMillicredits);
    // The broken one is left as it was for someone to look at: still running, nothing moved.
    expect(await orderStatus(broken.session.orderId)).toBe('FAILED');
    expect(await balance(broken.customer)).toBe(startingCredits - sessionMillicredits);
    expect(broken.tab.events.at(-1)?.type).toBe('CHAT_ACCEPTED');
  });

  it('ends the session of an astrologer who drops out, charging the minutes delivered', async () => {
    const {
      astrologer,
      tab: astrologerTab,
      customer,
      customerTab,
      session,
    } = await runningSession();
    await astrologerTab.close();
    await customerTab.until((events) => events.at(-1)?.type === 'CHAT_ENDED');
    expect(customerTab.events.at(-1)).toMatchObject({
      senderId: 'system',
      data: { id: session.id, closeReason: 'ENDED', totalAmount: 3_933 },
    });
    expect(await availability(astrologer)).toBe('AWAY');
    expect(await balance(customer)).toBe(startingCredits - 39_330);
    expect(await earnings(t, astrologer.id)).toEqual({ cached: 2_667, ledger: 2_667 });
  });

  it('runs one session at a time: two accepts at once start one, and ONLINE waits for its end', async () => {
    const { astrologer } = await onlineAstrologer();
    const first = await customerWithHoroscope('Kiran');
    const second = await customerWithHoroscope('Meera');
    const sessions = [first, second].map(
      async (customer) => (await request(customer, astrologer)).json as unknown as ChatSession,
    );
    const [one, two] = await Promise.all(sessions);
    const answers = await Promise.all([
      act('accept', astrologer, one!.id),
      act('accept', astrologer, two!.id),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.json.message).toBe(
      chatTexts.oneSessionAtATime,
    );
    const started = answers.find((answer) => answer.status === 200)?.json as unknown as ChatSession;
    expect(await availability(astrologer)).toBe('BUSY');

    const online = () =>
      call(t.app, 'PUT', `/api/v1/user/availability/${astrologer.id}/ONLINE`, {
        token: astrologer.token,
      });
    const refused = await online();
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(chatTexts.busyInSession);
    expect(await availability(astrologer)).toBe('BUSY');

    await act('end', astrologer, started.id);
    expect(await availability(astrologer)).toBe('ONLINE');
    expect((await online()).status).toBe(200);
  });

  it('never charges for an accept that races the withdrawal, run many times at once', async () => {
    const races = await Promise.all(
      Array.from({ length: 8 }, async (_, index) => {
        const { astrologer } = await onlineAstrologer(`Racer${index}`);
        const customer = await customerWithHoroscope(`Asker${index}`);
        const session = (await request(customer, astrologer)).json as unknown as ChatSession;
        return { astrologer, customer, session };
      }),
    );
    const outcomes = await Promise.all(
      races.map(async ({ astrologer, customer, session }) => {
        const [accepted, withdrawn] = await Promise.all([
          act('accept', astrologer, session.id),
          act('end', customer, session.id),
        ]);
        return { astrologer, customer, session, accepted, withdrawn };
      }),
    );
    for (const { astrologer, customer, session, accepted, withdrawn } of outcomes) {
      expect(withdrawn.status).toBe(200);
      // The withdrawal wins: refused accept, or an accepted session closed at once, unpaid.
      expect(withdrawn.json).toMatchObject({ closeReason: 'CANCELLED', active: false });
      if (withdrawn.json.status === 'REJECTED') expect(accepted.status).toBe(409);
      expect(await orderStatus(session.orderId)).toBe('RELEASED');
      expect(await wallet(t, customer.id)).toEqual({
        cached: startingCredits,
        ledger: startingCredits,
      });
      expect(await earnings(t, astrologer.id)).toEqual({ cached: 0, ledger: 0 });
      expect(await availability(astrologer)).toBe('ONLINE');
    }
  });
});

describe('a TEXT session that never connected', () => {
  // A server of its own, where a status set with the PUT lasts the default minute without a live
  // connection: a session can run there with nobody connected (the main one turns such an astrologer
  // AWAY after 1 s, which ends the session as a drop-out).
  let quiet: TestApp;
  let quietUrl: string;
  const quietTabs: StompTab[] = [];
  beforeAll(async () => {
    quiet = await startTestApp({ chatSweepMs: 100 });
    quietUrl = await listenForLive(quiet.app);
  });
  afterAll(async () => {
    await Promise.all(quietTabs.map((opened) => opened.close()));
    await quiet?.close();
  });

  const quietCall = (action: 'request' | 'accept' | 'end', account: Account, body: object) =>
    call(quiet.app, 'POST', `/api/v1/chat/${action}`, { token: account.token, body });
  async function connect(account: Account) {
    const opened = openTab(quietUrl, { token: account.token, userId: account.id });
    quietTabs.push(opened);
    await opened.connected;
    await quiet.app.live.presenceSettled();
  }

  /** An accepted TEXT session where only the people named were connected at the accept. */
  async function acceptedWith(connected: readonly ('customer' | 'astrologer')[]) {
    const astrologer = await createAccount(quiet.app, quiet.db, 'astrologer', {});
    await quiet.db
      .updateTable('astrologer_profiles')
      .set({ rate: '500.00' })
      .where('user_id', '=', astrologer.id)
      .execute();
    // ONLINE as the portal sets it, with or without a live connection.
    await call(quiet.app, 'PUT', `/api/v1/user/availability/${astrologer.id}/ONLINE`, {
      token: astrologer.token,
    });
    const customer = await createAccount(quiet.app, quiet.db, 'customer', {});
    await grant(quiet, customer.id, startingCredits);
    if (connected.includes('customer')) await connect(customer);
    if (connected.includes('astrologer')) await connect(astrologer);
    const requested = await quietCall('request', customer, {
      astrologerId: astrologer.id,
      userId: customer.id,
      type: 'TEXT',
    });
    const session = requested.json as unknown as ChatSession;
    expect((await quietCall('accept', astrologer, { sessionId: session.id })).status).toBe(200);
    return { astrologer, customer, session };
  }

  /** The session ends by `how`; the session as it closed. */
  async function close(
    how: 'customer' | 'astrologer' | 'expiry',
    { astrologer, customer, session }: Awaited<ReturnType<typeof acceptedWith>>,
  ) {
    if (how !== 'expiry') {
      const ender = how === 'customer' ? customer : astrologer;
      return (await quietCall('end', ender, { sessionId: session.id })).json;
    }
    await quiet.db
      .updateTable('chat_sessions')
      .set({
        started_at: sql`now() - interval '901 seconds'`,
        expires_at: sql`now() - interval '1 second'`,
      })
      .where('id', '=', session.id)
      .execute();
    return vi.waitFor(
      async () => {
        const latest = await call(
          quiet.app,
          'GET',
          `/api/v1/conversation/${customer.id}/${astrologer.id}/session`,
          { token: customer.token },
        );
        expect(latest.json.data).toMatchObject({ closeReason: 'EXPIRED' });
        return latest.json.data as Record<string, unknown>;
      },
      { timeout: 10_000, interval: 100 },
    );
  }

  it.each([
    { connected: [], ends: 'customer' },
    { connected: [], ends: 'astrologer' },
    { connected: [], ends: 'expiry' },
    { connected: ['customer'], ends: 'customer' },
    { connected: ['customer'], ends: 'astrologer' },
    { connected: ['customer'], ends: 'expiry' },
    { connected: ['astrologer'], ends: 'customer' },
    { connected: ['astrologer'], ends: 'astrologer' },
    { connected: ['astrologer'], ends: 'expiry' },
  ] as const)(
    'connected: $connected, ended by $ends: the customer pays nothing and the astrologer earns nothing',
    async ({ connected, ends }) => {
      const accepted = await acceptedWith(connected);
      const closed = await close(ends, accepted);
      expect(closed).toMatchObject({ active: false, totalAmount: 0 });
      expect((await quiet.app.money.getOrder(quiet.db, accepted.session.orderId))?.status).toBe(
        'RELEASED',
      );
      expect(await wallet(quiet, accepted.customer.id)).toEqual({
        cached: startingCredits,
        ledger: startingCredits,
      });
      expect(await earnings(quiet, accepted.astrologer.id)).toEqual({ cached: 0, ledger: 0 });
    },
  );

  it.each([
    { how: 'both connected at the accept', later: false },
    { how: 'the customer connecting after the accept', later: true },
  ])('with $how, the customer ending pays in full', async ({ later }) => {
    const accepted = await acceptedWith(later ? ['astrologer'] : ['astrologer', 'customer']);
    if (later) await connect(accepted.customer);
    expect(await close('customer', accepted)).toMatchObject({ totalAmount: 59_000 });
    expect(await wallet(quiet, accepted.customer.id)).toEqual({
      cached: startingCredits - sessionMillicredits,
      ledger: startingCredits - sessionMillicredits,
    });
    expect(await earnings(quiet, accepted.astrologer.id)).toEqual({
      cached: 40_000,
      ledger: 40_000,
    });
  });
});

describe('requests racing for one astrologer', () => {
  it('answers ten customers asking at once, and the accepts and ends racing them, with 200 or 409 only, the money exact', async () => {
    const { astrologer } = await onlineAstrologer('Sought');
    const customers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => customerWithHoroscope(`Racer${index}`)),
    );
    const requests = await Promise.all(customers.map((customer) => request(customer, astrologer)));
    expect(requests.map((answer) => answer.status).filter((status) => status !== 200)).toEqual([]);
    for (const customer of customers)
      expect(await wallet(t, customer.id)).toEqual({
        cached: startingCredits - sessionMillicredits,
        ledger: startingCredits - sessionMillicredits,
      });

    // The astrologer accepts all ten at once while every customer withdraws or ends theirs.
    const sessions = requests.map((answer) => answer.json as unknown as ChatSession);
    const answers = await Promise.all(
      sessions.flatMap((session, index) => [
        act('accept', astrologer, session.id),
        act('end', customers[index]!, session.id),
      ]),
    );
    expect(answers.map((answer) => answer.status).filter((status) => status >= 500)).toEqual([]);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    // One running session at a time: whatever started ran after the one before had ended.
    const started = await t.db
      .selectFrom('chat_sessions')
      .select(['started_at', 'ended_at'])
      .where('astrologer_id', '=', astrologer.id)
      .where('started_at', 'is not', null)
      .orderBy('started_at')
      .execute();
    for (const [index, session] of started.entries()) {
      expect(session.ended_at).not.toBeNull();
      if (index > 0) expect(session.started_at! >= started[index - 1]!.ended_at!).toBe(true);
    }
    // No customer was connected: whatever started was never joined by both, so nothing was paid.
    for (const customer of customers)
      expect(await wallet(t, customer.id)).toEqual({
        cached: startingCredits,
        ledger: startingCredits,
      });
    expect(await earnings(t, astrologer.id)).toEqual({ cached: 0, ledger: 0 });
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'runs a request again that the database gave up in a deadlock (PostgreSQL)',
    async () => {
      const { astrologer } = await onlineAstrologer('Locked');
      const customer = await customerWithHoroscope('Locked');
      // Another transaction holds the customer's wallet row; the request locks the customer's row
      // first and then waits for the wallet; the other then asks for the customer's row: a cycle.
      // The request, waiting first, is the one the database gives up; the other commits.
      let asked: ReturnType<typeof request> | undefined;
      await t.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('money_accounts')
          .set({ updated_at: new Date() })
          .where('user_id', '=', customer.id)
          .where('kind', '=', 'WALLET')
          .execute();
        asked = request(customer, astrologer);
        await vi.waitFor(
          async () => {
            // Someone waits for this transaction: the request, for the wallet row.
            const waiting = await sql<{ n: number }>`select count(*)::int as n
              from pg_locks w join pg_locks h
                on h.transactionid = w.transactionid and h.granted and h.pid = pg_backend_pid()
              where w.locktype = 'transactionid' and not w.granted`.execute(trx);
            expect(waiting.rows[0]?.n).toBe(1);
          },
          { timeout: 10_000, interval: 20 },
        );
        await trx
          .selectFrom('users')
          .select('id')
          .where('id', '=', customer.id)
          .forNoKeyUpdate()
          .execute();
      });
      const answer = await asked!;
      expect(answer.status).toBe(200);
      expect(await wallet(t, customer.id)).toEqual({
        cached: startingCredits - sessionMillicredits,
        ledger: startingCredits - sessionMillicredits,
      });
    },
    30_000,
  );
});

describe('availability follows presence', () => {
  it('turns an astrologer set ONLINE without a live connection AWAY, and refuses requests then', async () => {
    const astrologer = await createAccount(t.app, t.db, 'astrologer');
    const customer = await customerWithHoroscope();
    await call(t.app, 'PUT', `/api/v1/user/availability/${astrologer.id}/ONLINE`, {
      token: astrologer.token,
    });
    expect(await availability(astrologer)).toBe('ONLINE');
    await vi.waitFor(async () => expect(await availability(astrologer)).toBe('AWAY'), {
      timeout: 20_000,
      interval: 200,
    });
    const answer = await request(customer, astrologer);
    expect(answer.status).toBe(409);
    expect(answer.json.message).toBe(chatTexts.astrologerUnavailable);
    expect(await wallet(t, customer.id)).toEqual({
      cached: startingCredits,
      ledger: startingCredits,
    });
  });

  /** The user's presence rows were last written `seconds` ago (by the database clock). */
  const presenceWrittenAgo = (userId: string, seconds: number) =>
    t.db
      .updateTable('live_presence')
      .set({ seen_at: sql`now() - ${seconds} * interval '1 second'` })
      .where('user_id', '=', userId)
      .execute();

  it('turns AWAY the users of an instance that stopped without a word, and only them', async () => {
    // On this (running) instance: an astrologer whose tab opened long ago.
    const { astrologer: longConnected } = await onlineAstrologer('Long');
    // On an instance that crashed 100 s ago: one astrologer long since, one who connected just
    // before (their row is recent, so it stands until it is as old as the crash allows).
    const crashed = `crashed-${randomUUID()}`;
    const stranded = await createAccount(t.app, t.db, 'astrologer', { firstName: 'Stranded' });
    const justConnected = await createAccount(t.app, t.db, 'astrologer', { firstName: 'Just' });
    for (const account of [stranded, justConnected])
      await t.db
        .updateTable('astrologer_profiles')
        .set({ availability_status: 'ONLINE', updated_at: new Date() })
        .where('user_id', '=', account.id)
        .execute();
    // In one transaction: the running instance's sweep (every 100 ms here) would drop a heartbeat
    // with no presence rows yet.
    await t.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('live_instances')
        .values({ instance_id: crashed, seen_at: sql`now() - interval '100 seconds'` })
        .execute();
      await trx
        .insertInto('live_presence')
        .values([
          {
            user_id: stranded.id,
            instance_id: crashed,
            connections: 1,
            seen_at: sql`now() - interval '100 seconds'`,
          },
          {
            user_id: justConnected.id,
            instance_id: crashed,
            connections: 1,
            seen_at: sql`now() - interval '10 seconds'`,
          },
        ])
        .execute();
    });
    await presenceWrittenAgo(longConnected.id, 3600);

    await sweepDepartures(t.db, t.config.awayAfterSeconds);

    expect(await availability(stranded)).toBe('AWAY');
    expect(await availability(justConnected)).toBe('ONLINE');
    expect(await availability(longConnected)).toBe('ONLINE');
    // The crashed instance's heartbeat goes once its last row has.
    const heartbeats = () =>
      t.db
        .selectFrom('live_instances')
        .select('instance_id')
        .where('instance_id', '=', crashed)
        .execute();
    expect(await heartbeats()).toHaveLength(1);
    await presenceWrittenAgo(justConnected.id, 100);
    await sweepDepartures(t.db, t.config.awayAfterSeconds);
    expect(await availability(justConnected)).toBe('AWAY');
    expect(await heartbeats()).toHaveLength(0);
  });
});

describe('demo data', () => {
  it('gives the demo customer one finished, paid chat with the demo astrologer, once', async () => {
    const fresh = await startTestApp();
    try {
      await seedDemoData(fresh.db);
      await seedHoroscopeDemo(fresh.db);
      await seedChatDemo(fresh.app);
      await seedChatDemo(fresh.app);
      const signIn = async (username: string) =>
        String(
          (
            await call(fresh.app, 'POST', '/api/v1/authentication', {
              body: { username, password: demoPassword },
            })
          ).json.token,
        );
      const customerToken = await signIn(demoCustomer.loginId);
      const contacts = await call(fresh.app, 'GET', '/api/v1/contacts/customer', {
        token: customerToken,
      });
      expect(contacts.json.data).toHaveLength(1);
      const sessions = await fresh.db.selectFrom('chat_sessions').selectAll().execute();
      expect(sessions).toHaveLength(1);
      const { user_id: customerId, astrologer_id: astrologerId, order_id } = sessions[0]!;
      const page = await call(
        fresh.app,
        'GET',
        `/api/v1/conversation/${customerId}/${astrologerId}/messages?pageSize=50`,
        { token: customerToken },
      );
      expect(page.json.data).toHaveLength(6);
      expect(await fresh.app.money.getOrder(fresh.db, order_id)).toMatchObject({ status: 'PAID' });
      // Paid from credits granted for it; the astrologer earned base minus commission.
      expect((await wallet(fresh, customerId)).cached).toBe(0);
      expect((await earnings(fresh, astrologerId)).cached).toBeGreaterThan(0);
      // Nobody is signed in as a seeded astrologer, so none shows as available.
      const statuses = await fresh.db
        .selectFrom('astrologer_profiles')
        .select('availability_status')
        .distinct()
        .execute();
      expect(statuses).toEqual([{ availability_status: 'AWAY' }]);
    } finally {
      await fresh.close();
    }
  });
});
