import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCredits, type ChatMessage, type ChatSession, type Role } from '@kusp/contracts';
import { localDay } from '@/lib/dates';
import { live } from '@/lib/live/live-client';
import { useSession } from '@/lib/session';
import { FakeStompClient } from '@/testing/fake-stomp';
import { renderScreen } from '@/testing/render';
import { astrologerId, chatSession, customerId, json } from '../testing/fixtures';
import { ChatConversation } from './chat-conversation';

vi.mock('@stomp/stompjs', async () => ({
  Client: (await import('@/testing/fake-stomp')).FakeStompClient,
}));

const waitText =
  'Kindly hold on until the astrologer grants approval or There are no ongoing sessions for you.';

const message = (n: number, senderId: string): ChatMessage => ({
  id: `m${n}`,
  content: `Message ${n}`,
  conversationId: 'c1',
  conversationSessionId: 's1',
  senderId,
  senderName: senderId === customerId ? 'Asha Rao' : 'Demo Astrologer',
  recipientId: senderId === customerId ? astrologerId : customerId,
  recipientName: '',
  createdAt: new Date(Date.UTC(2026, 0, 1, 10, n)).toISOString(),
  isMedia: false,
  status: 'DELIVERED',
  clientMessageId: null,
});

/** The server: the session, message pages (newest first), and POST /v1/chat storing the message. */
function serve(session: ChatSession | null, pages: ChatMessage[][] = [[]]) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith(`/api/v1/conversation/${customerId}/${astrologerId}/session`))
      return json({ data: session, serverTime: new Date().toISOString() });
    if (url.startsWith(`/api/v1/conversation/${customerId}/${astrologerId}/messages`)) {
      const pageNumber = Number(new URL(url, 'http://x').searchParams.get('pageNumber'));
      return json({
        data: pages[pageNumber] ?? [],
        pageNumber,
        pageSize: 10,
        hasMore: pageNumber + 1 < pages.length,
      });
    }
    if (url === '/api/v1/chat') {
      const body = JSON.parse(String(init?.body)) as { content: string };
      return json({ ...message(99, customerId), content: body.content });
    }
    return json({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function open(role: Role) {
  const userId = role === 'USER' ? customerId : astrologerId;
  useSession.getState().signIn({ userId, role, token: 't', username: 'x', name: 'X' });
  renderScreen(<ChatConversation userId={customerId} astrologerId={astrologerId} />);
}
const box = () => screen.queryByRole('textbox', { name: 'Message' });

afterEach(() => {
  live.stop();
  FakeStompClient.all = [];
  vi.unstubAllGlobals();
  useSession.getState().logout();
});

describe('the chat screen', () => {
  it('shows the countdown and an open box in a running session', async () => {
    serve(chatSession());
    open('USER');
    expect(await screen.findByRole('timer')).toHaveTextContent(
      /^Your session will be end in 1[34]:\d{2}$/,
    );
    expect(box()).toBeEnabled();
  });

  it('asks before ending a running session, telling each side what an early end costs', async () => {
    const user = userEvent.setup();
    const fetchMock = serve(chatSession());
    const endCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/v1/chat/end');
    open('USER');
    await user.click(await screen.findByRole('button', { name: 'End chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'End this session now?' });
    // The session's price and the time left by its expiresAt (14:00 in the fixture).
    expect(dialog).toHaveTextContent(
      new RegExp(
        `Ending now still costs ${formatCredits(590_000)} credits; 1[34]:[0-5]\\d left\\.`,
      ),
    );
    expect(dialog).toHaveTextContent('Your remaining time is not refunded.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep chatting' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(endCalls()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'End chat' }));
    await user.click(await screen.findByRole('button', { name: 'End now' }));
    await waitFor(() => expect(endCalls()).toHaveLength(1));
  }, 15_000);

  it('says the time left in Hindi sentences to a Hindi customer, the mm:ss in place', async () => {
    const { setLanguage } = await import('@/lib/i18n');
    await setLanguage('hi');
    try {
      const user = userEvent.setup();
      serve(chatSession());
      open('USER');
      expect(await screen.findByRole('timer')).toHaveTextContent(
        /^आपका सत्र 1[34]:\d{2} में समाप्त हो जाएगा$/,
      );
      await user.click(await screen.findByRole('button', { name: 'चैट समाप्त करें' }));
      const dialog = await screen.findByRole('dialog', { name: 'क्या यह सत्र अभी समाप्त करें?' });
      expect(dialog).toHaveTextContent(
        new RegExp(
          `अभी समाप्त करने पर भी ${formatCredits(590_000)} क्रेडिट लगेंगे; 1[34]:[0-5]\\d बाक़ी हैं।`,
        ),
      );
    } finally {
      await setLanguage('en');
    }
  }, 15_000);

  it('tells an astrologer ending early that the customer gets the unused minutes back', async () => {
    const user = userEvent.setup();
    serve(chatSession());
    open('ASTROLOGER');
    await user.click(await screen.findByRole('button', { name: 'End chat' }));
    expect(await screen.findByRole('dialog', { name: 'End this session now?' })).toHaveTextContent(
      'The customer is refunded the unused minutes, and you earn only for the time given.',
    );
  });

  it('keeps the box disabled while the astrologer has not answered', async () => {
    serve(chatSession({ status: 'PENDING', startedAt: null, expiresAt: null }));
    open('USER');
    expect(await screen.findByText(waitText)).toBeInTheDocument();
    expect(box()).toBeDisabled();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('hides the box once the time has run out', async () => {
    serve(chatSession({ expiresAt: new Date(Date.now() - 1000).toISOString() }));
    open('USER');
    expect(await screen.findByText('This chat session has ended.')).toBeInTheDocument();
    expect(box()).not.toBeInTheDocument();
  });

  it("hides the box without a session, with the spec's text for each side", async () => {
    serve(null);
    open('USER');
    expect(await screen.findByText(waitText)).toBeInTheDocument();
    expect(box()).not.toBeInTheDocument();
  });

  it("tells an astrologer without a session that they don't have one", async () => {
    serve(null);
    open('ASTROLOGER');
    expect(await screen.findByText("You don't have any active session.")).toBeInTheDocument();
    expect(box()).not.toBeInTheDocument();
  });

  it("puts each day's messages under a heading, so a time of day is never ambiguous", async () => {
    const at = (daysAgo: number, n: number) => ({
      ...message(n, n % 2 ? customerId : astrologerId),
      createdAt: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
    });
    serve(chatSession(), [[at(0, 4), at(0, 3), at(1, 2), at(9, 1)]]);
    open('USER');
    const log = await screen.findByRole('log', { name: 'Messages' });
    await waitFor(() => expect(within(log).getAllByRole('article')).toHaveLength(4));
    const longAgo = localDay(new Date(Date.now() - 9 * 86_400_000).toISOString());
    expect(
      within(log)
        .getAllByRole('separator')
        .map((s) => s.textContent),
    ).toEqual([longAgo, 'Yesterday', 'Today']);
  });

  it('lists history oldest first, loads older pages, and sends over HTTP when not connected', async () => {
    const newest = [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) =>
      message(n, n % 2 ? customerId : astrologerId),
    );
    const older = [message(2, astrologerId), message(1, customerId)];
    const fetchMock = serve(chatSession(), [newest, older]);
    open('USER');
    const log = await screen.findByRole('log', { name: 'Messages' });
    await waitFor(() => expect(log).toHaveTextContent('Message 12'));
    const shown = () => [...log.querySelectorAll('[role="article"]')].map((a) => a.textContent);
    expect(shown()[0]).toContain('Message 3');
    expect(shown().at(-1)).toContain('Message 12');

    await userEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    await waitFor(() => expect(shown()[0]).toContain('Message 1'));
    expect(shown()).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();

    // A non-breaking space from the keyboard goes out as a plain space.
    await userEvent.type(box()!, 'Hello\u00a0there{Enter}');
    await waitFor(() => expect(log).toHaveTextContent('Hello there'));
    const sent = fetchMock.mock.calls.filter(([url]) => url === '/api/v1/chat');
    expect(sent).toHaveLength(1);
    const body = JSON.parse(String(sent[0]![1]!.body)) as Record<string, string>;
    expect(body.content).toBe('Hello there');
    expect(body.recipientId).toBe(astrologerId);
    expect(body.clientMessageId).toMatch(/^[0-9a-f-]{36}$/);
    expect(box()).toHaveValue('');
  });

  describe('sending over the live connection', () => {
    /** The conversation open for the customer, the live connection up, and 'Namaste' sent. */
    async function sendNamaste(pages: ChatMessage[][]) {
      const fetchMock = serve(chatSession(), pages);
      open('USER');
      await live.start(customerId);
      const stomp = FakeStompClient.all.at(-1)!;
      await stomp.connect();
      const log = await screen.findByRole('log', { name: 'Messages' });
      await waitFor(() => expect(log).toHaveTextContent('Message 1'));
      const historyLoads = () =>
        fetchMock.mock.calls.filter(([url]) => String(url).includes('/messages')).length;
      const loadsBefore = historyLoads();
      await userEvent.type(box()!, 'Namaste{Enter}');
      await waitFor(() => expect(stomp.published).toHaveLength(1));
      const frame = stomp.published[0]!;
      expect(frame.destination).toBe('/app/chat');
      const body = JSON.parse(frame.body) as { clientMessageId: string };
      const stored: ChatMessage = {
        ...message(50, customerId),
        content: 'Namaste',
        clientMessageId: body.clientMessageId,
      };
      const receipt = (headers?: Record<string, string>) =>
        stomp.answer(frame.headers.receipt!, headers);
      const httpSends = () => fetchMock.mock.calls.filter(([url]) => url === '/api/v1/chat');
      return { log, stored, receipt, httpSends, newLoads: () => historyLoads() - loadsBefore };
    }

    it('shows the stored message its receipt carries, with no history reload and no HTTP send', async () => {
      const { log, stored, receipt, httpSends, newLoads } = await sendNamaste([
        [message(1, astrologerId)],
      ]);
      receipt({ result: JSON.stringify(stored) });
      await waitFor(() => expect(log).toHaveTextContent('Namaste'));
      expect(box()).toHaveValue('');
      expect(newLoads()).toBe(0);
      expect(httpSends()).toHaveLength(0);
    });

    it('asks over HTTP, with the same client message id, when the receipt carries no message', async () => {
      const { log, stored, receipt, httpSends } = await sendNamaste([[message(1, astrologerId)]]);
      receipt();
      await waitFor(() => expect(log).toHaveTextContent('Namaste'));
      expect(httpSends()).toHaveLength(1);
      const body = JSON.parse(String(httpSends()[0]![1]!.body)) as { clientMessageId: string };
      expect(body.clientMessageId).toBe(stored.clientMessageId);
    });
  });
});
