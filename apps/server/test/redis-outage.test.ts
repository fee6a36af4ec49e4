import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { liveSendDestinations, messages } from '@kusp/contracts';
import { createAccount } from './support/accounts.ts';
import { listenForLive, openTab, type StompTab } from './support/live.ts';
import { freePort, startProgram, type ChildProgram } from './support/processes.ts';
import { redisReachable } from './support/redis.ts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

// A Redis of the test's own (never the machine's shared one), stopped and started again under a
// server that uses it for live events.
const redisServer = '/usr/bin/redis-server';
const skipReason = existsSync(redisServer)
  ? null
  : `${redisServer} is missing (package redis-server)`;

describe.skipIf(skipReason !== null)(
  `live events when Redis goes away${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let t: TestApp;
    let url: string;
    let port: number;
    let redis: ChildProgram;
    const tabs: StompTab[] = [];
    const startRedis = async () => {
      redis = startProgram(redisServer, [
        '--port',
        String(port),
        '--save',
        '',
        '--appendonly',
        'no',
      ]);
      await vi.waitFor(async () => expect(await redisReachable(redisUrl())).toBe(true), {
        timeout: 10_000,
      });
    };
    const redisUrl = () => `redis://127.0.0.1:${port}`;
    const tab = (account: { token: string; id: string }) => {
      const opened = openTab(url, { token: account.token, userId: account.id });
      tabs.push(opened);
      return opened;
    };

    beforeAll(async () => {
      port = await freePort();
      await startRedis();
      t = await startTestApp({
        redisUrl: redisUrl(),
        liveChannelPrefix: `kusp-test-${randomUUID()}:`,
      });
      url = await listenForLive(t.app);
    });
    afterAll(async () => {
      await Promise.all(tabs.map((opened) => opened.close()));
      await t?.close();
      await redis?.stop();
    });

    it('answers a connection it cannot subscribe with a 503 to try again, and subscribes once Redis is back', async () => {
      const customer = await createAccount(t.app, t.db, 'customer');
      await redis.stop();

      const refused = tab(customer);
      await expect(refused.connected).rejects.toThrow(messages.generic.somethingWentWrongTryAgain);
      expect(refused.errors[0]?.headers).toMatchObject({
        status: '503',
        code: 'UNAVAILABLE',
        'retry-after': '5',
        message: messages.generic.somethingWentWrongTryAgain,
      });
      expect(JSON.parse(refused.errors[0]!.body)).toEqual({
        message: messages.generic.somethingWentWrongTryAgain,
        code: 'UNAVAILABLE',
      });

      await startRedis();
      await vi.waitFor(
        async () => {
          const again = tab(customer);
          await again.connected;
        },
        { timeout: 15_000, interval: 500 },
      );
    });

    it('answers a SEND it could not deliver with a 503 to try again, and stores nothing', async () => {
      const customer = await createAccount(t.app, t.db, 'customer');
      const astrologer = await createAccount(t.app, t.db, 'astrologer');
      const open = tab(customer);
      await open.connected;
      await redis.stop();

      const refused = await open.send(
        liveSendDestinations.chat,
        { recipientId: astrologer.id, content: 'Namaste', clientMessageId: randomUUID() },
        'while-redis-is-away',
      );
      expect(refused).toBeUndefined(); // an ERROR, not a RECEIPT
      expect(open.errors[0]?.headers).toMatchObject({
        status: '503',
        code: 'UNAVAILABLE',
        'retry-after': '5',
        'receipt-id': 'while-redis-is-away',
      });
      const stored = await t.db
        .selectFrom('chat_messages')
        .select('id')
        .where('sender_id', '=', customer.id)
        .execute();
      expect(stored).toEqual([]);
      await startRedis();
    });

    it('keeps answering HTTP while Redis is away: nothing over HTTP needs it, so no 503', async () => {
      // Live events are best effort (clients catch up over HTTP) and route limits count in this
      // process meanwhile (plugins/rate-limit-store.ts), so requests are served as usual.
      await redis.stop();
      const health = await call(t.app, 'GET', '/api/health');
      expect(health.status).toBe(200);
      const enquiry = () =>
        call(t.app, 'POST', '/api/v1/enquiry', {
          headers: { 'x-forwarded-for': '198.51.100.61' },
          body: {
            firstName: 'Asha',
            lastName: 'Rao',
            email: 'asha@example.com',
            enquiryType: 'Individual',
            message: 'Do you teach in the evenings?',
          },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) statuses.push((await enquiry()).status);
      // The route's limit (10 a minute per address) still holds, counted here.
      expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
      await startRedis();
    });
  },
);
