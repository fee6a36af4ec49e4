import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  chatTexts,
  liveSendDestinations,
  type ChatMessage,
  type ChatSession,
} from '@kusp/contracts';
import { createAccount } from './support/accounts.ts';
import { grant, wallet } from './support/money.ts';
import { listenForLive, openTab, type StompTab } from './support/live.ts';
import { redisReachable, testRedisUrl } from './support/redis.ts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

// Two server instances on one PostgreSQL schema and one Redis, as behind a load balancer. CI runs
// the API suite on PostgreSQL with Redis up; elsewhere this is skipped with the reason in its name.

const skipReason = !process.env.TEST_DATABASE_URL
  ? 'TEST_DATABASE_URL is unset'
  : !(await redisReachable())
    ? `Redis at ${testRedisUrl} is unreachable`
    : null;
if (skipReason) console.warn(`live-instances.test.ts skipped: ${skipReason}`);

describe.skipIf(skipReason !== null)(
  `two server instances with Redis${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let first: TestApp;
    let second: TestApp;
    let firstUrl: string;
    let secondUrl: string;
    const tabs: StompTab[] = [];

    beforeAll(async () => {
      // A channel prefix of this run's own, so parallel runs on one Redis never cross.
      const live = {
        redisUrl: testRedisUrl,
        liveChannelPrefix: `kusp-test-${randomUUID()}:`,
        chatSessionSeconds: 8,
        chatSweepMs: 200,
        awayAfterSeconds: 1,
      };
      first = await startTestApp(live);
      second = await startTestApp(live, first);
      firstUrl = await listenForLive(first.app);
      secondUrl = await listenForLive(second.app);
    });

    afterAll(async () => {
      await Promise.all(tabs.map((opened) => opened.close()));
      await second?.close();
      await first?.close();
    });

    it('lets a customer on one instance and an astrologer on the other chat, every tab on both', async () => {
      const astrologer = await createAccount(first.app, first.db, 'astrologer', {
        firstName: 'Vedika',
      });
      const customer = await createAccount(first.app, first.db, 'customer', {
        firstName: 'Arjun',
      });
      const astrologerTab = openTab(secondUrl, { token: astrologer.token, userId: astrologer.id });
      const customerTab = openTab(firstUrl, { token: customer.token, userId: customer.id });
      const customerOtherTab = openTab(secondUrl, { token: customer.token, userId: customer.id });
      tabs.push(astrologerTab, customerTab, customerOtherTab);
      await Promise.all(tabs.map((opened) => opened.connected));
      await second.app.live.presenceSettled();

      // Asked on the first instance, seen by the astrologer on the second.
      const requested = await call(first.app, 'POST', '/api/v1/chat/request', {
        token: customer.token,
        body: { astrologerId: astrologer.id, userId: customer.id, type: 'TEXT' },
      });
      expect(requested.status).toBe(200);
      const session = requested.json as unknown as ChatSession;
      await astrologerTab.until((events) => events.some((event) => event.type === 'CHAT_REQUEST'));

      const accepted = await call(second.app, 'POST', '/api/v1/chat/accept', {
        token: astrologer.token,
        body: { sessionId: session.id },
      });
      expect(accepted.status).toBe(200);
      await customerTab.until((events) => events.some((event) => event.type === 'CHAT_ACCEPTED'));

      await customerTab.send(
        liveSendDestinations.chat,
        { recipientId: astrologer.id, content: 'Will I travel this year?' },
        'q',
      );
      await astrologerTab.send(
        liveSendDestinations.chat,
        { recipientId: customer.id, content: 'Jupiter says yes.' },
        'a',
      );
      const conversation = ['Will I travel this year?', 'Jupiter says yes.'];
      const contents = (opened: StompTab) =>
        opened.events
          .filter((event) => event.type === 'CHAT_MESSAGE')
          .map((event) => (event.data as ChatMessage).content);
      await Promise.all(
        [astrologerTab, customerTab, customerOtherTab].map((opened) =>
          opened.until((events) => events.some((event) => event.type === 'CHAT_ENDED')),
        ),
      );
      // Each sending tab has its message in its RECEIPT, not as a copy; every other tab of
      // either person, on either instance, has both.
      expect(contents(customerTab)).toEqual(['Jupiter says yes.']);
      expect(contents(astrologerTab)).toEqual(['Will I travel this year?']);
      expect(contents(customerOtherTab)).toEqual(conversation);
      for (const opened of [astrologerTab, customerTab, customerOtherTab]) {
        expect(opened.events.map((event) => event.type)).toEqual([
          'CHAT_REQUEST',
          'CHAT_ACCEPTED',
          ...Array<string>(contents(opened).length).fill('CHAT_MESSAGE'),
          'CHAT_ENDED',
        ]);
      }
    });

    it('turns an astrologer gone from every instance AWAY, and then refuses a request holding nothing', async () => {
      const astrologer = await createAccount(first.app, first.db, 'astrologer');
      const customer = await createAccount(first.app, first.db, 'customer');
      await grant(first, customer.id, 1_000_000);
      const status = async (on: TestApp) =>
        (
          await call(on.app, 'GET', `/api/v1/availability/${astrologer.id}`, {
            token: customer.token,
          })
        ).json.availabilityStatus;
      // Connected on both instances; the tab on the second closes first.
      const tabs = [
        openTab(firstUrl, { token: astrologer.token, userId: astrologer.id }),
        openTab(secondUrl, { token: astrologer.token, userId: astrologer.id }),
      ];
      await Promise.all(tabs.map((opened) => opened.connected));
      await Promise.all([first.app.live.presenceSettled(), second.app.live.presenceSettled()]);
      expect(await status(second)).toBe('ONLINE');
      await tabs[1]!.close();
      await second.app.live.presenceSettled();
      // Still present through the first instance, well past the grace period.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(await status(second)).toBe('ONLINE');

      await tabs[0]!.close();
      await first.app.live.presenceSettled();
      await vi.waitFor(async () => expect(await status(second)).toBe('AWAY'), {
        timeout: 20_000,
        interval: 200,
      });
      const refused = await call(first.app, 'POST', '/api/v1/chat/request', {
        token: customer.token,
        body: { astrologerId: astrologer.id, userId: customer.id, type: 'TEXT' },
      });
      expect(refused.status).toBe(409);
      expect(refused.json.message).toBe(chatTexts.astrologerUnavailable);
      expect(await wallet(first, customer.id)).toEqual({ cached: 1_000_000, ledger: 1_000_000 });
      const orders = await first.db
        .selectFrom('orders')
        .select('id')
        .where('customer_id', '=', customer.id)
        .execute();
      expect(orders).toEqual([]);
    });
  },
);
