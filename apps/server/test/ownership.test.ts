import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatSession } from '@kusp/contracts';
import { createAccount } from './support/accounts.ts';
import { astrologerWithRate, grant } from './support/money.ts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

// Every list and lookup that takes a caller answers only what is the caller's, while other
// people's sessions are pending, running and closed in the same tables (issue 22).

type Account = Awaited<ReturnType<typeof createAccount>>;

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

async function onlineAstrologer() {
  const astrologer = await astrologerWithRate(t, '500.00');
  const online = await call(t.app, 'PUT', `/api/v1/user/availability/${astrologer.id}/ONLINE`, {
    token: astrologer.token,
  });
  expect(online.status).toBe(200);
  return astrologer;
}

async function customer() {
  const account = await createAccount(t.app, t.db, 'customer');
  await grant(t, account.id, 1_000_000);
  return account;
}

async function request(from: Account, to: Account) {
  const answer = await call(t.app, 'POST', '/api/v1/chat/request', {
    token: from.token,
    body: { astrologerId: to.id, userId: from.id, type: 'TEXT' },
  });
  expect(answer.status).toBe(200);
  return answer.json as unknown as ChatSession;
}

async function act(action: 'accept' | 'reject', astrologer: Account, session: ChatSession) {
  const answer = await call(t.app, 'POST', `/api/v1/chat/${action}`, {
    token: astrologer.token,
    body: { sessionId: session.id },
  });
  expect(answer.status).toBe(200);
}

const ids = (answer: { json: Record<string, unknown> }) =>
  (answer.json.data as { id: string }[]).map((session) => session.id).sort();

const customerSessions = (account: Account) =>
  call(t.app, 'GET', '/api/v1/conversation/sessions/user', { token: account.token });
const astrologerSessions = (account: Account) =>
  call(t.app, 'GET', `/api/v1/conversation/sessions/astrologer/${account.id}`, {
    token: account.token,
  });

describe('chat sessions while other people chat', () => {
  it("lists and resumes only the caller's own sessions", async () => {
    // Other people's sessions in every state, first: just rejected, pending and running.
    const [runningCustomer, pendingCustomer, rejectedCustomer] = [
      await customer(),
      await customer(),
      await customer(),
    ];
    const [busyAstrologer, waitingAstrologer] = [
      await onlineAstrologer(),
      await onlineAstrologer(),
    ];
    const rejected = await request(rejectedCustomer, waitingAstrologer);
    await act('reject', waitingAstrologer, rejected);
    const pending = await request(pendingCustomer, waitingAstrologer);
    const running = await request(runningCustomer, busyAstrologer);
    await act('accept', busyAstrologer, running);

    const me = await customer();
    const myAstrologer = await onlineAstrologer();
    const mine = await request(me, myAstrologer);
    expect(mine).toMatchObject({ userId: me.id, astrologerId: myAstrologer.id, status: 'PENDING' });
    expect([running.id, pending.id, rejected.id]).not.toContain(mine.id);
    expect((await request(me, myAstrologer)).id).toBe(mine.id);

    expect(ids(await customerSessions(me))).toEqual([mine.id]);
    expect(ids(await astrologerSessions(myAstrologer))).toEqual([mine.id]);
    expect(ids(await customerSessions(runningCustomer))).toEqual([running.id]);
    expect(ids(await customerSessions(pendingCustomer))).toEqual([pending.id]);
    expect(ids(await astrologerSessions(busyAstrologer))).toEqual([running.id]);
    expect(ids(await astrologerSessions(waitingAstrologer))).toEqual(
      [pending.id, rejected.id].sort(),
    );

    const contacts = await call(t.app, 'GET', '/api/v1/contacts/customer', { token: me.token });
    expect(
      (contacts.json.data as { contactUserId: string }[]).map((contact) => contact.contactUserId),
    ).toEqual([myAstrologer.id]);
    const astrologerContacts = await call(t.app, 'GET', '/api/v1/contacts/astrologer', {
      token: myAstrologer.token,
    });
    expect(
      (astrologerContacts.json.data as { contactUserId: string }[]).map(
        (contact) => contact.contactUserId,
      ),
    ).toEqual([me.id]);
  });
});

describe('presence', () => {
  const presence = (reader: Account, id: string) =>
    call(t.app, 'GET', `/api/v1/availability/${id}`, { token: reader.token });
  const bulk = async (reader: Account, userIds: string[]) => {
    const answer = await call(t.app, 'POST', '/api/v1/availability/bulk-get', {
      token: reader.token,
      body: userIds,
    });
    expect(answer.status).toBe(200);
    return answer.json.data;
  };

  it('shows astrologers to anyone signed in, and a customer only to themselves and their astrologers', async () => {
    const me = await customer();
    const myAstrologer = await onlineAstrologer();
    const stranger = await onlineAstrologer();
    const otherCustomer = await customer();
    const unknown = randomUUID();
    await call(t.app, 'PUT', `/api/v1/user/availability/${me.id}/ONLINE`, { token: me.token });

    // Before any session, the astrologer reads the customer as they read an unknown id.
    const notFound = await presence(myAstrologer, unknown);
    expect(notFound.status).toBe(404);
    for (const [reader, id] of [
      [myAstrologer, me.id],
      [stranger, me.id],
      [otherCustomer, me.id],
      [stranger, unknown],
      [otherCustomer, unknown],
    ] as const) {
      const answer = await presence(reader, id);
      expect({ status: answer.status, body: answer.json }).toEqual({
        status: notFound.status,
        body: notFound.json,
      });
    }
    expect(await bulk(myAstrologer, [me.id, unknown])).toEqual([]);

    await request(me, myAstrologer);
    const online = { userId: me.id, availabilityStatus: 'ONLINE' };
    expect((await presence(myAstrologer, me.id)).json).toEqual(online);
    expect((await presence(me, me.id)).json).toEqual(online);
    expect((await presence(stranger, me.id)).json).toEqual(notFound.json);
    expect(await bulk(stranger, [me.id, unknown])).toEqual([]);
    expect(await bulk(myAstrologer, [me.id, otherCustomer.id, unknown])).toEqual([online]);

    // Astrologers, to customers and to each other.
    expect(await bulk(otherCustomer, [myAstrologer.id, stranger.id, me.id])).toEqual(
      expect.arrayContaining([
        { userId: myAstrologer.id, availabilityStatus: 'ONLINE' },
        { userId: stranger.id, availabilityStatus: 'ONLINE' },
      ]),
    );
    expect(await bulk(otherCustomer, [myAstrologer.id, stranger.id, me.id])).toHaveLength(2);
    expect((await presence(stranger, myAstrologer.id)).json).toEqual({
      userId: myAstrologer.id,
      availabilityStatus: 'ONLINE',
    });
  });
});
