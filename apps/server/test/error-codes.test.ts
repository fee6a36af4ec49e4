import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorCodes,
  errorStatuses,
  liveSendDestinations,
  messages,
  type ErrorCode,
} from '@kusp/contracts';
import { createAccount, testPassword } from './support/accounts.ts';
import { listenForLive, openTab, type StompTab } from './support/live.ts';
import { askedQuestion, astrologerWithRate, grant } from './support/money.ts';
import {
  loadDocument,
  operations,
  type Document,
  type JsonSchema,
} from './support/openapi-walk.ts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

// Issue 43: every failure names a code from the contracts' closed list, so a client (the web, a
// third party) switches on it and never on the words, which will be translated.

let t: TestApp;
let doc: Document;
let customer: Awaited<ReturnType<typeof createAccount>>;
let astrologer: Awaited<ReturnType<typeof createAccount>>;
let url: string;
const tabs: StompTab[] = [];

beforeAll(async () => {
  t = await startTestApp();
  doc = await loadDocument(t.app);
  customer = await createAccount(t.app, t.db, 'customer');
  astrologer = await astrologerWithRate(t, '100');
  url = await listenForLive(t.app);
});
afterAll(async () => {
  await Promise.all(tabs.map((opened) => opened.close()));
  await t?.close();
});

const resolve = (schema: JsonSchema | undefined): JsonSchema | undefined =>
  schema?.$ref ? doc.components?.schemas?.[schema.$ref.split('/').pop()!] : schema;

describe('error codes', () => {
  it('are one closed list, each with the status it answers', () => {
    expect(errorCodes).toContain('INSUFFICIENT_CREDITS');
    for (const code of errorCodes) {
      expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
      expect(errorStatuses[code]).toBeGreaterThanOrEqual(400);
    }
  });

  it('are documented as an enum on every error answer of the OpenAPI description', () => {
    const documented: string[] = [];
    for (const { path, method, op } of operations(doc)) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) < 400) continue;
        const content = (response as { content?: Record<string, { schema: JsonSchema }> }).content;
        const body = resolve(content?.['application/json']?.schema);
        const where = `${method} ${path} ${status}`;
        expect(body?.required, where).toContain('code');
        expect(resolve(body?.properties?.code)?.enum, where).toEqual(errorCodes);
        // A description names codes of its own status; the failures every route may meet (a
        // token refused, the database away or the server closing) name theirs.
        const { description = '' } = response as { description?: string };
        const named = errorCodes.filter((code) => description.includes(`\`${code}\``));
        for (const code of named) expect(errorStatuses[code], `${where} ${code}`).toBe(+status);
        if (status === '401') expect(named, where).not.toEqual([]);
        if (status === '503') expect(named, where).toEqual(['UNAVAILABLE', 'SHUTTING_DOWN']);
        documented.push(where);
      }
    }
    expect(documented.length).toBeGreaterThan(operations(doc).length);
  });

  it('name each typical HTTP failure exactly', async () => {
    const poor = await createAccount(t.app, t.db, 'customer');
    const { order } = await askedQuestion(t, poor, astrologer.id);
    const payFromWallet = (payer: { token: string }, orderId: string, key: string = randomUUID()) =>
      call(t.app, 'POST', '/api/v3/payment', {
        token: payer.token,
        headers: { 'idempotency-key': key },
        body: { orderId, paymentProcessor: 'WALLET' },
      });
    const json = { 'content-type': 'application/json' };
    const cases: [string, Promise<Awaited<ReturnType<typeof call>>>, ErrorCode][] = [
      ['a field left out', call(t.app, 'POST', '/api/v1/enquiry', { body: {} }), 'INVALID_REQUEST'],
      [
        'malformed JSON',
        call(t.app, 'POST', '/api/v1/authentication', { body: '{"a"', headers: json }),
        'INVALID_REQUEST',
      ],
      [
        'an address the router cannot decode',
        call(t.app, 'GET', '/api/v1/blog/%E0%A4%A'),
        'INVALID_REQUEST',
      ],
      [
        'a body too large',
        call(t.app, 'POST', '/api/v1/authentication', {
          body: JSON.stringify({ username: 'x'.repeat(20_000), password: 'y' }),
          headers: json,
        }),
        'PAYLOAD_TOO_LARGE',
      ],
      [
        'a content type no route reads',
        call(t.app, 'POST', '/api/v1/authentication', {
          body: 'username=x',
          headers: { 'content-type': 'text/csv' },
        }),
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      ['an unknown API address', call(t.app, 'GET', '/api/v1/nothing-here'), 'NOT_FOUND'],
      [
        'a path parameter longer than the router reads',
        call(t.app, 'GET', `/api/v1/availability/${'a'.repeat(2000)}`),
        'URI_TOO_LONG',
      ],
      ['no token', call(t.app, 'GET', `/api/v1/credit/${customer.id}`), 'UNAUTHENTICATED'],
      [
        'a made-up token',
        call(t.app, 'GET', `/api/v1/credit/${customer.id}`, { token: 'not.a.token' }),
        'SESSION_EXPIRED',
      ],
      [
        'another role',
        call(t.app, 'GET', `/api/v1/credit/${customer.id}`, { token: astrologer.token }),
        'FORBIDDEN',
      ],
      [
        'a wrong password',
        call(t.app, 'POST', '/api/v1/authentication', {
          body: { username: customer.loginId, password: `${testPassword}x` },
        }),
        'SIGN_IN_FAILED',
      ],
      ['an empty wallet', payFromWallet(poor, order.orderId), 'INSUFFICIENT_CREDITS'],
      [
        'a message outside a running session',
        call(t.app, 'POST', '/api/v1/chat', {
          token: customer.token,
          body: { recipientId: astrologer.id, content: 'Namaste' },
        }),
        'SESSION_ENDED',
      ],
    ];
    const answers = [];
    for (const [what, answer, code] of cases) {
      const { status, json: body } = await answer;
      answers.push({ what, status, code: body?.code, message: typeof body?.message });
      expect(body?.code, what).toBe(code);
    }
    expect(answers).toEqual(
      cases.map(([what, , code]) => ({
        what,
        status: errorStatuses[code],
        code,
        message: 'string',
      })),
    );

    // A paid order's Idempotency-Key sent again for another order: refused, not replayed.
    const rich = await createAccount(t.app, t.db, 'customer');
    await grant(t, rich.id, 1_000_000);
    const key = randomUUID();
    const first = await askedQuestion(t, rich, astrologer.id);
    expect((await payFromWallet(rich, first.order.orderId, key)).status).toBe(200);
    const second = await askedQuestion(t, rich, astrologer.id);
    const reused = await payFromWallet(rich, second.order.orderId, key);
    expect([reused.status, reused.json.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
  });

  it('name a rate limit RATE_LIMITED, with Retry-After', async () => {
    const from = { 'x-forwarded-for': '203.0.113.43' };
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof call>> | undefined;
    for (let i = 0; i < 21; i += 1) {
      last = await call(t.app, 'POST', '/api/v1/birth-detail', { body: {}, headers: from });
      statuses.push(last.status);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    expect(last?.status).toBe(429);
    expect(last?.json).toEqual({ code: 'RATE_LIMITED', message: messages.generic.tooManyRequests });
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('come in the STOMP ERROR frame too, as header and body', async () => {
    const anonymous = openTab(url, { connectHeaders: {} });
    tabs.push(anonymous);
    await expect(anonymous.connected).rejects.toThrow(messages.generic.unauthorized);
    expect(anonymous.errors[0]?.headers).toMatchObject({ status: '401', code: 'UNAUTHENTICATED' });
    expect(JSON.parse(anonymous.errors[0]!.body)).toEqual({
      code: 'UNAUTHENTICATED',
      message: messages.generic.unauthorized,
    });

    // The HTTP case above, as a SEND: the same code.
    const open = openTab(url, { token: customer.token, userId: customer.id });
    tabs.push(open);
    await open.connected;
    await open.send(
      liveSendDestinations.chat,
      { recipientId: astrologer.id, content: 'Namaste', clientMessageId: randomUUID() },
      'outside-a-session',
    );
    await open.closed;
    expect(open.errors[0]?.headers).toMatchObject({
      status: '409',
      code: 'SESSION_ENDED',
      'receipt-id': 'outside-a-session',
    });
    expect(JSON.parse(open.errors[0]!.body)).toMatchObject({ code: 'SESSION_ENDED' });
  });

  it('name a request reaching a closing server SHUTTING_DOWN (503), while the one in flight finishes', async () => {
    const closing = await startTestApp();
    await closing.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = closing.app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const socketClosed = once(socket, 'close');
    await once(socket, 'connect');

    // A sign-up's birth details, in flight: its headers and half its body are in when close() begins.
    const entry = JSON.stringify({
      birthDate: '15-08-1990',
      birthTime: '06:45',
      gender: 'FEMALE',
      birthPlace: 'Delhi, Delhi, India',
      timezone: '+05:30',
    });
    const arrived = once(closing.app.server, 'request');
    socket.write(
      'POST /api/v1/birth-detail HTTP/1.1\r\nHost: kusp\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${entry.length}\r\n\r\n${entry.slice(0, 20)}`,
    );
    await arrived;
    const closed = closing.app.close();
    // The rest of it, and a new request behind it on the same kept-alive connection.
    socket.write(`${entry.slice(20)}GET /api/health HTTP/1.1\r\nHost: kusp\r\n\r\n`);
    await socketClosed;
    await closed;
    await closing.close();

    const [inFlight, refused] = received.split(/(?=HTTP\/1\.1 )/);
    expect(inFlight).toMatch(/^HTTP\/1\.1 200 /);
    expect(inFlight).toContain('"referenceId"');
    const [head, body] = refused!.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 503 /);
    expect(head!.toLowerCase()).toContain('\r\nretry-after: 5');
    expect(head!.toLowerCase()).toContain('\r\nconnection: close');
    expect(JSON.parse(body!)).toEqual({
      code: 'SHUTTING_DOWN',
      message: messages.generic.shuttingDown,
    });
  });
});
