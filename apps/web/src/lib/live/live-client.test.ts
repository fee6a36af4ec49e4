import type { IFrame } from '@stomp/stompjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@kusp/contracts';
import { FakeStompClient } from '@/testing/fake-stomp';
import { useSession } from '../session';
import { LiveClient, LiveSendError, retryWaitMs, type TabMessage } from './live-client';

vi.mock('@stomp/stompjs', async () => ({
  Client: (await import('@/testing/fake-stomp')).FakeStompClient,
}));

const event = (type: LiveEvent['type'], id = 'e1'): LiveEvent => ({
  type,
  data: { id },
  senderId: 'a1',
  senderName: 'Demo Astrologer',
  id,
});

const clients: LiveClient[] = [];
async function connected(userId = 'u1') {
  const client = new LiveClient();
  clients.push(client);
  await client.start(userId);
  const stomp = FakeStompClient.all.at(-1)!;
  await stomp.connect();
  return { client, stomp };
}

afterEach(() => {
  for (const client of clients.splice(0)) client.stop();
  FakeStompClient.all = [];
  vi.useRealTimers();
  useSession.getState().logout();
});

describe('the live client', () => {
  it('connects with the bearer token and 10 s heart-beats, and subscribes to its own queue', async () => {
    useSession
      .getState()
      .signIn({ userId: 'u1', role: 'USER', token: 'tok', username: 'asha', name: 'Asha' });
    const { client, stomp } = await connected();
    expect(stomp.config.brokerURL).toBe(`ws://${location.host}/ws`);
    expect(stomp.connectHeaders).toEqual({ Authorization: 'Bearer tok' });
    expect(stomp.config.heartbeatIncoming).toBe(10_000);
    expect(stomp.config.heartbeatOutgoing).toBe(10_000);
    expect(stomp.subscriptions.map((s) => s.destination)).toEqual(['/user/u1/queue/messages']);
    expect(client.getState()).toEqual({ status: 'connected', connections: 1 });
  });

  it('hands each event to the subscribers of its type and ignores malformed ones', async () => {
    const { client, stomp } = await connected();
    const messages = vi.fn();
    const sessions = vi.fn();
    client.subscribe(['CHAT_MESSAGE'], messages);
    const unsubscribe = client.subscribe(['CHAT_ACCEPTED', 'CHAT_ENDED'], sessions);
    stomp.deliver(event('CHAT_MESSAGE'));
    stomp.deliver(event('CHAT_ENDED'));
    stomp.deliver({ type: 'SOMETHING_ELSE', id: 'x' });
    expect(messages).toHaveBeenCalledTimes(1);
    expect(sessions).toHaveBeenCalledWith(expect.objectContaining({ type: 'CHAT_ENDED' }));
    unsubscribe();
    stomp.deliver(event('CHAT_ACCEPTED'));
    expect(sessions).toHaveBeenCalledTimes(1);
  });

  it("relays CHAT_ACCEPTED, CHAT_ENDED and PORTAL_MESSAGE to the browser's other tabs", async () => {
    const { stomp } = await connected();
    const { client: otherTab } = await connected();
    const heard: TabMessage[] = [];
    otherTab.onTabMessage((message) => heard.push(message));
    stomp.deliver(event('CHAT_ACCEPTED', 's1'));
    stomp.deliver(event('CHAT_MESSAGE', 'm1'));
    stomp.deliver(event('PORTAL_MESSAGE', 'p1'));
    await vi.waitFor(() => expect(heard).toHaveLength(2));
    // Two channels: their messages may arrive in either order.
    expect(heard.map((m) => `${m.channel}:${m.event?.id}`).sort()).toEqual([
      'astrologerPortal:p1',
      'chat-session:s1',
    ]);
  });

  it("resolves a SEND on its receipt, with the receipt's result, and fails it when refused or not connected", async () => {
    const { client, stomp } = await connected();
    const sent = client.send('/app/chat', { content: 'Hello' });
    const frame = stomp.published[0]!;
    expect(frame.destination).toBe('/app/chat');
    expect(JSON.parse(frame.body)).toEqual({ content: 'Hello' });
    stomp.answer(frame.headers.receipt!, { result: '{"id":"m-1","content":"Hello"}' });
    await expect(sent).resolves.toEqual({ id: 'm-1', content: 'Hello' });

    const bare = client.send('/app/video/signal', { kind: 'bye' });
    stomp.answer(stomp.published.at(-1)!.headers.receipt!);
    await expect(bare).resolves.toBeUndefined();

    const refused = client.send('/app/chat', { content: 'Late' });
    stomp.config.onStompError?.({
      headers: { message: 'Session over', 'receipt-id': stomp.published.at(-1)!.headers.receipt! },
    } as unknown as IFrame);
    await expect(refused).rejects.toEqual(new LiveSendError('Session over', false));

    stomp.connected = false;
    const offline = client.send('/app/chat', { content: 'Offline' });
    await expect(offline).rejects.toMatchObject({ retryable: true });
  });

  it('waits 3 s before reconnecting after a close and 500 ms after an error', async () => {
    const { client, stomp } = await connected();
    vi.useFakeTimers();
    const waited = async () => {
      let done = false;
      void Promise.resolve(stomp.config.beforeConnect!(stomp as never)).then(() => (done = true));
      return { isDone: () => done };
    };

    stomp.config.onWebSocketClose?.({} as CloseEvent);
    expect(client.getState().status).toBe('reconnecting');
    const afterClose = await waited();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(afterClose.isDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(afterClose.isDone()).toBe(true);

    stomp.config.onWebSocketError?.({} as Event);
    stomp.config.onWebSocketClose?.({} as CloseEvent);
    const afterError = await waited();
    await vi.advanceTimersByTimeAsync(499);
    expect(afterError.isDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(afterError.isDone()).toBe(true);
  });

  it('backs off from the server\'s retry-after while it answers "try again", and fails the SEND as one to send again', async () => {
    const { client, stomp } = await connected();
    vi.useFakeTimers();
    const tryAgain = (receipt?: string) =>
      stomp.config.onStompError?.({
        headers: {
          message: 'Something went wrong. Please try again',
          status: '503',
          code: 'UNAVAILABLE',
          'retry-after': '5',
          ...(receipt ? { 'receipt-id': receipt } : {}),
        },
      } as unknown as IFrame);
    /** Milliseconds beforeConnect holds the next attempt. */
    const nextWait = async () => {
      let done = false;
      void Promise.resolve(stomp.config.beforeConnect!(stomp as never)).then(() => (done = true));
      let waited = 0;
      while (!done) {
        await vi.advanceTimersByTimeAsync(100);
        waited += 100;
      }
      return waited;
    };

    const sent = client.send('/app/chat', { content: 'Hello' });
    tryAgain(stomp.published.at(-1)!.headers.receipt);
    await expect(sent).rejects.toMatchObject({ retryable: true });
    stomp.config.onWebSocketClose?.({} as CloseEvent);
    const first = await nextWait();
    expect(first).toBeGreaterThanOrEqual(5_000);
    expect(first).toBeLessThanOrEqual(6_000);

    // Refused again at CONNECT: twice as long.
    tryAgain();
    stomp.config.onWebSocketClose?.({} as CloseEvent);
    const second = await nextWait();
    expect(second).toBeGreaterThanOrEqual(10_000);
    expect(second).toBeLessThanOrEqual(12_000);

    // Connected again: the next error waits the usual 500 ms.
    stomp.config.onConnect?.({} as IFrame);
    stomp.config.onWebSocketError?.({} as Event);
    stomp.config.onWebSocketClose?.({} as CloseEvent);
    expect(await nextWait()).toBe(500);
  });

  it('waits at most a minute and a fifth between attempts however long the outage lasts', () => {
    expect(retryWaitMs(5, 1, 0)).toBe(5_000);
    expect(retryWaitMs(5, 4, 0)).toBe(40_000);
    expect(retryWaitMs(5, 5, 0)).toBe(60_000);
    expect(retryWaitMs(5, 30, 1)).toBe(72_000);
  });

  it('signs out when the server refuses the token', async () => {
    useSession
      .getState()
      .signIn({ userId: 'u1', role: 'USER', token: 'old', username: 'asha', name: 'Asha' });
    const { stomp } = await connected();
    stomp.config.onStompError?.({
      headers: { message: 'Expired', status: '401' },
    } as unknown as IFrame);
    expect(useSession.getState().token).toBeNull();
  });
});
