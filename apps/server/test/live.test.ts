import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import {
  inputMessages,
  liveLimits,
  liveSendDestinations,
  messages,
  unsafeTextIn,
  userQueue,
  type ChatSession,
  type LiveEvent,
} from '@kusp/contracts';
import type { Database } from '../src/db/schema.ts';
import { createMessageWriter } from '../src/modules/chat/message-writer.ts';
import { HttpError } from '../src/lib/http-error.ts';
import { liveTexts, maxFrameMessages, maxPendingFrames } from '../src/modules/live/connection.ts';
import { sessionExpired } from '../src/plugins/auth.ts';
import { createAccount } from './support/accounts.ts';
import {
  connectFrame,
  httpBase,
  listenForLive,
  openRawSocket,
  openTab,
  type StompTab,
} from './support/live.ts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let url: string;
let customer: Awaited<ReturnType<typeof createAccount>>;
let astrologer: Awaited<ReturnType<typeof createAccount>>;
const tabs: StompTab[] = [];

function tab(options: Parameters<typeof openTab>[1]) {
  const opened = openTab(url, options);
  tabs.push(opened);
  return opened;
}

const echo = (type: LiveEvent['type'], text: string, senderId: string): LiveEvent => ({
  type,
  data: { text },
  senderId,
  senderName: 'Test',
  id: randomUUID(),
});

beforeAll(async () => {
  // A short heart-beat so that a silent connection is found dead within a second.
  t = await startTestApp({ liveHeartbeatMs: 200, liveTokenRecheckMs: 200 });
  url = await listenForLive(t.app);
  customer = await createAccount(t.app, t.db, 'customer');
  astrologer = await createAccount(t.app, t.db, 'astrologer');
  // A SEND destination for these tests: echoes the body to the sender's tabs, or refuses.
  t.app.live.onSend('/app/echo', async (caller, body) => {
    if (body === 'refuse') throw new HttpError('STATE_CONFLICT', 'Refused for the test');
    await t.app.live.publish(caller.userId, echo('PORTAL_MESSAGE', body, caller.userId));
  });
});

afterAll(async () => {
  await Promise.all(tabs.map((opened) => opened.close()));
  await t?.close();
});

describe('STOMP endpoint at /ws', () => {
  it('connects with the bearer token and negotiates STOMP 1.2 heart-beats', async () => {
    const opened = tab({ token: customer.token, userId: customer.id });
    const frame = await opened.connected;
    expect(frame.headers.version).toBe('1.2');
    expect(frame.headers['heart-beat']).toBe('200,200');
  });

  it('accepts the token as passcode too', async () => {
    const opened = tab({ connectHeaders: { passcode: customer.token }, userId: customer.id });
    await expect(opened.connected).resolves.toBeDefined();
  });

  it('refuses a bad or missing token with ERROR and closes the socket', async () => {
    const bad = tab({ token: `${customer.token}x`, userId: customer.id });
    await expect(bad.connected).rejects.toThrow();
    await bad.closed;
    expect(bad.errors[0]?.headers.message).toBe(sessionExpired);

    const missing = tab({ connectHeaders: { login: 'someone' }, userId: customer.id });
    await expect(missing.connected).rejects.toThrow();
    await missing.closed;
    expect(missing.errors[0]?.headers.message).toBe(messages.generic.unauthorized);
  });

  it('closes an open connection once its token is signed out', async () => {
    const reader = await createAccount(t.app, t.db, 'customer');
    const opened = tab({ token: reader.token, userId: reader.id });
    await opened.connected;
    const logout = await call(t.app, 'POST', '/api/v1/user/logout', { token: reader.token });
    expect(logout.status).toBeLessThan(300);
    await opened.closed;
    expect(opened.errors[0]?.headers.message).toBe(sessionExpired);
  });

  it("refuses a subscription to another user's queue", async () => {
    const opened = tab({ token: customer.token, subscribeTo: userQueue(astrologer.id) });
    await expect(opened.connected).rejects.toThrow(liveTexts.ownQueueOnly);
    await opened.closed;
    expect(opened.errors[0]?.headers.message).toBe(liveTexts.ownQueueOnly);
  });

  it('answers RECEIPT for a SEND once handled, and delivers to every tab of the user', async () => {
    const first = tab({ token: customer.token, userId: customer.id });
    const second = tab({ token: customer.token, userId: customer.id });
    const other = tab({ token: astrologer.token, userId: astrologer.id });
    await Promise.all([first.connected, second.connected, other.connected]);
    await first.send('/app/echo', 'hello tabs', 'r-1');
    await Promise.all([
      first.until((events) => events.length === 1),
      second.until((events) => events.length === 1),
    ]);
    expect(second.events[0]).toMatchObject({
      type: 'PORTAL_MESSAGE',
      data: { text: 'hello tabs' },
      senderId: customer.id,
    });
    expect(other.events).toEqual([]);
  });

  it("leaves out the sending connection when asked, and answers the handler's result in the RECEIPT", async () => {
    t.app.live.onSend('/app/note', async (caller, body, connectionId) => {
      await t.app.live.publish(
        caller.userId,
        echo('PORTAL_MESSAGE', body, caller.userId),
        connectionId,
      );
      return { noted: body };
    });
    const sender = await createAccount(t.app, t.db, 'customer');
    const sending = tab({ token: sender.token, userId: sender.id });
    const otherTab = tab({ token: sender.token, userId: sender.id });
    await Promise.all([sending.connected, otherTab.connected]);

    const receipt = await sending.send('/app/note', 'a note: with colons', 'r-note');
    expect(JSON.parse(receipt?.headers.result ?? 'null')).toEqual({
      noted: 'a note: with colons',
    });
    await otherTab.until((events) => events.length === 1);
    expect(otherTab.events[0]).toMatchObject({ data: { text: 'a note: with colons' } });
    // A copy for the sending connection would have been written before its RECEIPT.
    expect(sending.events).toEqual([]);
    // A handler that resolves to nothing adds no result header.
    expect((await sending.send('/app/echo', 'plain', 'r-plain'))?.headers.result).toBeUndefined();
  });

  it('keeps nothing of the upgrade request while the connection is open', async () => {
    setFlagsFromString('--expose-gc');
    const collectGarbage = runInNewContext('gc') as () => void;
    let upgrade: WeakRef<IncomingMessage> | undefined;
    const remember = (request: IncomingMessage) => (upgrade ??= new WeakRef(request));
    t.app.server.prependListener('upgrade', remember);
    const opened = tab({ token: customer.token, userId: customer.id });
    await opened.connected;
    t.app.server.off('upgrade', remember);
    for (let pass = 0; pass < 5 && upgrade?.deref(); pass += 1) {
      // A WeakRef holds its target until the current job ends.
      await new Promise((resolve) => setImmediate(resolve));
      collectGarbage();
    }
    expect(upgrade).toBeDefined();
    expect(upgrade?.deref()).toBeUndefined();
    await opened.send('/app/echo', 'still open', 'r-upgrade');
    await opened.until((events) => events.length === 1);
  });

  it('answers a refused SEND with ERROR carrying the receipt-id and the reason', async () => {
    const opened = tab({ token: customer.token, userId: customer.id });
    await opened.connected;
    await opened.send('/app/echo', 'refuse', 'r-2');
    await opened.closed;
    expect(opened.errors[0]?.headers).toMatchObject({
      'receipt-id': 'r-2',
      message: 'Refused for the test',
    });
    expect(JSON.parse(opened.errors[0]?.body ?? '{}')).toEqual({
      code: 'STATE_CONFLICT',
      message: 'Refused for the test',
    });
  });

  it("handles a connection's frames one at a time, in order, and drops a client that floods", async () => {
    const started: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    t.app.live.onSend('/app/hold', async (_caller, body) => {
      started.push(body);
      await gate;
    });
    const send = (body: string) => `SEND\ndestination:/app/hold\nreceipt:h-${body}\n\n${body}\0`;
    const ordered = await openRawSocket(url);
    ordered.socket.send(connectFrame(customer.token));
    await ordered.next('CONNECTED');
    ordered.socket.send(['1', '2', '3'].map(send).join(''));
    await expect.poll(() => started).toEqual(['1']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(started).toEqual(['1']); // the second waits for the first
    release();
    await ordered.next('RECEIPT\nreceipt-id:h-3');
    expect(started).toEqual(['1', '2', '3']);
    expect(ordered.received.filter((text) => text.startsWith('RECEIPT'))).toEqual(
      ['1', '2', '3'].map((body) => `RECEIPT\nreceipt-id:h-${body}\n\n\0`),
    );
    ordered.socket.close();

    // A client whose frames arrive faster than they are handled: one more than may wait.
    let releaseFlood = () => {};
    const flood = new Promise<void>((resolve) => (releaseFlood = resolve));
    t.app.live.onSend('/app/hold-flood', () => flood);
    const flooding = await openRawSocket(url);
    flooding.socket.send(connectFrame(customer.token));
    await flooding.next('CONNECTED');
    flooding.socket.send('SEND\ndestination:/app/hold-flood\n\nx\0'.repeat(maxPendingFrames + 1));
    expect(await flooding.next('ERROR')).toContain(`message:${liveTexts.tooManyFrames}`);
    await flooding.closed;
    releaseFlood();
  });

  it('answers a value the database refuses with 400, as HTTP does, never 500', async () => {
    t.app.live.onSend('/app/store-as-is', async (_caller, body) => {
      await sql`select ${body}::text`.execute(t.db);
    });
    const opened = await openRawSocket(url);
    opened.socket.send(connectFrame(customer.token));
    await opened.next('CONNECTED');
    const body = 'a\0b';
    opened.socket.send(
      `SEND\ndestination:/app/store-as-is\ncontent-length:${body.length}\n\n${body}\0`,
    );
    const error = await opened.next('ERROR');
    expect(error).toContain('status:400');
    expect(error).toContain(`message:${messages.generic.invalidRequest}`);
    await opened.closed;
  });

  it('refuses frames before CONNECT, unknown commands and unknown destinations', async () => {
    const early = await openRawSocket(url);
    early.socket.send('SUBSCRIBE\nid:0\ndestination:/x\n\n\0');
    expect(await early.next('ERROR')).toContain(`message:${liveTexts.connectFirst}`);
    await early.closed;

    const unknown = await openRawSocket(url);
    unknown.socket.send(connectFrame(customer.token));
    await unknown.next('CONNECTED');
    unknown.socket.send('SEND\ndestination:/app/nowhere\n\n{}\0');
    expect(await unknown.next('ERROR')).toContain(`message:${liveTexts.unknownDestination}`);
    await unknown.closed;
  });

  it('closes a connection that stops sending heart-beats', async () => {
    const raw = await openRawSocket(url);
    raw.socket.send(connectFrame(customer.token, '200,0'));
    await raw.next('CONNECTED');
    // Says nothing more: the server hangs up after twice the negotiated interval.
    await raw.closed;
    expect(raw.received.some((text) => text.startsWith('ERROR'))).toBe(false);
  });

  it('sends heart-beats to a client that asks for them', async () => {
    const raw = await openRawSocket(url);
    raw.socket.send(connectFrame(customer.token, '0,200'));
    await raw.next('CONNECTED');
    await raw.next('\n');
    raw.socket.close();
  });

  it('limits the connections of one user', async () => {
    const someone = await createAccount(t.app, t.db, 'customer');
    const sockets = await Promise.all(
      Array.from({ length: liveLimits.connectionsPerUser + 1 }, () => openRawSocket(url)),
    );
    for (const raw of sockets) raw.socket.send(connectFrame(someone.token, '0,0'));
    const answers = await Promise.all(
      sockets.map((raw) =>
        Promise.race([raw.next('CONNECTED'), raw.next('ERROR')]).then((text) => text.slice(0, 5)),
      ),
    );
    expect(answers.filter((answer) => answer === 'ERROR')).toHaveLength(1);
    expect(sockets.find((raw) => raw.received[0]?.startsWith('ERROR'))?.received[0]).toContain(
      liveTexts.tooManyConnections,
    );
    for (const raw of sockets) raw.socket.close();
    await Promise.all(sockets.map((raw) => raw.closed));
  });

  it('limits the open sockets of one client address, counting only those still open', async () => {
    const small = await startTestApp({ liveConnectionsPerAddress: 3 });
    try {
      const smallUrl = await listenForLive(small.app);
      const someone = await createAccount(small.app, small.db, 'customer');
      const held = await Promise.all([1, 2, 3].map(() => openRawSocket(smallUrl)));
      const refused = await openRawSocket(smallUrl);
      expect(await refused.next('ERROR')).toContain(`message:${liveTexts.tooManyFromAddress}`);
      expect(await refused.closed).toBe(1008);

      held[0]!.socket.close();
      await held[0]!.closed;
      const next = await openRawSocket(smallUrl);
      next.socket.send(connectFrame(someone.token));
      expect(await next.next('CONNECTED')).toContain('version:1.2');
      for (const raw of [...held.slice(1), next]) raw.socket.close();
    } finally {
      await small.close();
    }
  });

  it('reads a 64 KiB frame sent in 1 KiB messages, and refuses one spread over too many messages', async () => {
    const chunked = await openRawSocket(url);
    chunked.socket.send(connectFrame(customer.token));
    await chunked.next('CONNECTED');
    const head = 'SEND\ndestination:/app/echo\nreceipt:big\n\n';
    const frame = Buffer.from(`${head}${'x'.repeat(liveLimits.frameBytes - head.length - 1)}\0`);
    expect(frame.length).toBe(liveLimits.frameBytes);
    for (let start = 0; start < frame.length; start += 1024)
      chunked.socket.send(frame.subarray(start, start + 1024));
    expect(await chunked.next('RECEIPT')).toContain('receipt-id:big');
    chunked.socket.close();

    const dripped = await openRawSocket(url);
    dripped.socket.send(connectFrame(customer.token));
    await dripped.next('CONNECTED');
    for (const byte of Buffer.from(
      `SEND\ndestination:/app/echo\n\n${'x'.repeat(maxFrameMessages)}`,
    ))
      dripped.socket.send(Buffer.from([byte]));
    expect(await dripped.next('ERROR')).toContain(
      `message:A frame may span at most ${maxFrameMessages} WebSocket messages`,
    );
    expect(await dripped.closed).toBe(1002);
  });

  it('survives malformed frames and a 1 MB frame: health and other connections keep working', async () => {
    const bystander = tab({ token: customer.token, userId: customer.id });
    await bystander.connected;

    const garbage = await openRawSocket(url);
    garbage.socket.send('this is not STOMP\0');
    expect(await garbage.next('ERROR')).toContain('message:Malformed frame');
    await garbage.closed;

    const lowerCase = await openRawSocket(url);
    lowerCase.socket.send('connect\n\n\0');
    expect(await lowerCase.next('ERROR')).toContain('message:Malformed command line');
    await lowerCase.closed;

    const escapes = await openRawSocket(url);
    escapes.socket.send(connectFrame(customer.token));
    await escapes.next('CONNECTED');
    escapes.socket.send('SEND\ndestination:/app/echo\nbad:\\x\n\n\0');
    expect(await escapes.next('ERROR')).toContain('Undefined escape sequence');
    await escapes.closed;

    const huge = await openRawSocket(url);
    huge.socket.send(connectFrame(customer.token));
    await huge.next('CONNECTED');
    huge.socket.send(`SEND\ndestination:/app/echo\n\n${'x'.repeat(1024 * 1024)}\0`);
    expect(await huge.next('ERROR')).toContain(
      `message:A frame may have at most ${liveLimits.frameBytes} bytes`,
    );
    expect(await huge.closed).toBe(1009);

    const health = await fetch(`${httpBase(url)}/api/health`);
    expect(health.status).toBe(200);
    await bystander.send('/app/echo', 'still here', 'r-3');
    await bystander.until((events) => events.some((event) => event.data !== undefined));
    expect(bystander.events.at(-1)?.data).toEqual({ text: 'still here' });
  });
});

describe('one bad chat message among genuine ones', () => {
  let session: ChatSession;
  let talker: Awaited<ReturnType<typeof createAccount>>;
  let reader: Awaited<ReturnType<typeof createAccount>>;

  beforeAll(async () => {
    reader = await createAccount(t.app, t.db, 'astrologer', { firstName: 'Vedika' });
    talker = await createAccount(t.app, t.db, 'customer', { firstName: 'Arjun' });
    await tab({ token: reader.token, userId: reader.id }).connected;
    await t.app.live.presenceSettled();
    const requested = await call(t.app, 'POST', '/api/v1/chat/request', {
      token: talker.token,
      body: { astrologerId: reader.id, userId: talker.id, type: 'TEXT' },
    });
    session = requested.json as unknown as ChatSession;
    const accepted = await call(t.app, 'POST', '/api/v1/chat/accept', {
      token: reader.token,
      body: { sessionId: session.id },
    });
    expect(accepted.status).toBe(200);
  });

  const stored = async () =>
    (
      await t.db
        .selectFrom('chat_messages')
        .select('content')
        .where('session_id', '=', session.id)
        .execute()
    ).map((row) => row.content);

  it.each([
    ['a NUL', 'Namaste\u0000'],
    ['half of an emoji', 'Namaste \ud83d'],
  ])(
    'answers %s over STOMP with the 400 of HTTP, while messages sent with it are stored and acknowledged',
    async (name, content) => {
      const bad = { recipientId: reader.id, content };
      const overHttp = await call(t.app, 'POST', '/api/v1/chat', {
        token: talker.token,
        body: bad,
      });
      expect(overHttp.status).toBe(400);
      expect(overHttp.json).toEqual({
        code: 'INVALID_REQUEST',
        message: unsafeTextIn('content'),
        errors: { content: inputMessages.unsafeText },
      });

      const senders = [
        tab({ token: talker.token, userId: talker.id }),
        tab({ token: talker.token, userId: talker.id }),
        tab({ token: talker.token, userId: talker.id }),
        tab({ token: reader.token, userId: reader.id }),
      ];
      await Promise.all(senders.map((opened) => opened.connected));
      const [badTab, ...goodTabs] = senders as [StompTab, ...StompTab[]];
      const genuine = goodTabs.map((_, i) => `Genuine ${i} with ${name}`);
      const answered = [
        badTab.send(liveSendDestinations.chat, bad, 'bad'),
        ...goodTabs.map((opened, i) =>
          opened.send(
            liveSendDestinations.chat,
            { recipientId: i === 2 ? talker.id : reader.id, content: genuine[i] },
            `good-${i}`,
          ),
        ),
      ];
      await Promise.all(answered);
      await badTab.closed;
      expect(badTab.errors[0]?.headers).toMatchObject({
        status: '400',
        'receipt-id': 'bad',
        message: unsafeTextIn('content'),
      });
      expect(JSON.parse(badTab.errors[0]?.body ?? '{}')).toEqual(overHttp.json);
      for (const opened of goodTabs) expect(opened.errors).toEqual([]);
      expect(await stored()).toEqual(expect.arrayContaining(genuine));
      expect((await stored()).some((text) => text.startsWith('Namaste'))).toBe(false);
    },
  );

  it('stores the other messages of a group the database refuses one row of', async () => {
    const writer = createMessageWriter(t.db);
    const message = (content: string) => ({
      id: randomUUID(),
      senderId: talker.id,
      recipientId: reader.id,
      content,
      sessionId: session.id,
      clientMessageId: null,
    });
    // The first goes alone; the next three arrive while it is written and go as one group.
    const writes = ['Before the group', 'Refused\u0000', 'Grouped one', 'Grouped two'].map(
      (content) => writer.write(message(content)),
    );
    const [before, refused, one, two] = await Promise.allSettled(writes);
    expect(refused?.status).toBe('rejected');
    for (const written of [before, one, two])
      expect(written).toMatchObject({ status: 'fulfilled', value: { session_id: session.id } });
    expect(await stored()).toEqual(
      expect.arrayContaining(['Before the group', 'Grouped one', 'Grouped two']),
    );
  });

  it('stores a conversation in the order its messages arrived, both ways, while lanes write side by side', async () => {
    const writer = createMessageWriter(t.db, 4);
    const contents = Array.from({ length: 60 }, (_, i) => `In order ${i}`);
    // Every third names the recipient in capitals, which the database takes as the same id.
    const named = (id: string, i: number) => (i % 3 === 0 ? id.toUpperCase() : id);
    await Promise.all(
      contents.map((content, i) =>
        writer.write({
          id: randomUUID(),
          senderId: i % 2 ? reader.id : talker.id,
          recipientId: named(i % 2 ? talker.id : reader.id, i),
          content,
          sessionId: session.id,
          clientMessageId: null,
        }),
      ),
    );
    const rows = await t.db
      .selectFrom('chat_messages')
      .select('content')
      .where('session_id', '=', session.id)
      .where('content', 'like', 'In order %')
      .orderBy('seq')
      .execute();
    expect(rows.map((row) => row.content)).toEqual(contents);
  });

  it('fails every message of a group when the database is not answering, reporting none stored', async () => {
    const pool = new pg.Pool({
      connectionString: 'postgres://kusp@127.0.0.1:1/none',
      connectionTimeoutMillis: 1000,
    });
    const down = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    try {
      const writer = createMessageWriter(down);
      const writes = ['one', 'two', 'three'].map((content) =>
        writer.write({
          id: randomUUID(),
          senderId: talker.id,
          recipientId: reader.id,
          content,
          sessionId: session.id,
          clientMessageId: null,
        }),
      );
      const results = await Promise.allSettled(writes);
      expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    } finally {
      await down.destroy();
    }
  });
});
