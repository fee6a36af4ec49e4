import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatSession } from '@kusp/contracts';
import { useSession } from '@/lib/session';
import { renderScreen } from '@/testing/render';
import { astrologerId, chatSession, customerId, json } from '../testing/fixtures';
import { LiveSessionButton } from './live-session-button';

const chatPath = `/chat/${customerId}/${astrologerId}`;

/** The server: the latest session, the quote (paise), the wallet (millicredits), the request. */
function serve(
  session: ChatSession | null,
  totalAmount: number,
  balance: number,
  requestAnswer = () => json(chatSession({ status: 'PENDING', startedAt: null, expiresAt: null })),
) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.startsWith(`/api/v1/conversation/${customerId}/${astrologerId}/session`))
      return json({ data: session, serverTime: new Date().toISOString() });
    if (url.startsWith(`/api/v1/pricing/astrologer/rate/final/${astrologerId}`))
      return json({ totalAmount, baseRate: totalAmount, currency: 'INR' });
    if (url === `/api/v1/credit/${customerId}`) return json({ balance, currency: 'CREDITS' });
    if (url === '/api/v1/chat/request') return requestAnswer();
    return json({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const calls = (fetchMock: ReturnType<typeof serve>, prefix: string) =>
  fetchMock.mock.calls.filter(([url]) => url.startsWith(prefix));
const location = () => screen.getByRole('status', { name: 'Location' });

async function clickLiveChat() {
  renderScreen(<LiveSessionButton astrologerId={astrologerId} type="TEXT" />, {
    path: '/details',
  });
  await userEvent.click(screen.getByRole('button', { name: 'Live Chat' }));
}

async function clickLiveCall() {
  renderScreen(<LiveSessionButton astrologerId={astrologerId} type="VIDEO" />, {
    path: '/details',
  });
  await userEvent.click(screen.getByRole('button', { name: 'Live Call' }));
}
const meetPath = `/meet/${customerId}/${astrologerId}`;

beforeEach(() => {
  useSession
    .getState()
    .signIn({ userId: customerId, role: 'USER', token: 't', username: 'asha', name: 'Asha' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().logout();
});

describe('Live Chat', () => {
  it('goes back to an active chat with the astrologer without charging again', async () => {
    const fetchMock = serve(chatSession(), 59_000, 0);
    await clickLiveChat();
    await waitFor(() => expect(location()).toHaveTextContent(chatPath));
    expect(calls(fetchMock, '/api/v1/pricing')).toHaveLength(0);
    expect(calls(fetchMock, '/api/v1/chat/request')).toHaveLength(0);
  });

  it('asks to deduct a cost the wallet covers, then sends the request and waits on the chat', async () => {
    const fetchMock = serve(chatSession({ active: false }), 59_000, 600_000);
    await clickLiveChat();
    expect(
      await screen.findByText(
        'Would you like to deduct this amount (590 credits) from your wallet?',
      ),
    ).toBeInTheDocument();
    expect(calls(fetchMock, '/api/v1/chat/request')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(location()).toHaveTextContent(chatPath));
    const [[, init]] = calls(fetchMock, '/api/v1/chat/request') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({
      astrologerId,
      userId: customerId,
      type: 'TEXT',
    });
  });

  it("closes on Don't without a request", async () => {
    const fetchMock = serve(null, 59_000, 600_000);
    await clickLiveChat();
    await userEvent.click(await screen.findByRole('button', { name: "Don't" }));
    await waitFor(() => expect(screen.queryByText(/Would you like/)).not.toBeInTheDocument());
    expect(calls(fetchMock, '/api/v1/chat/request')).toHaveLength(0);
    expect(location()).toHaveTextContent('/details');
  });

  it('offers credits when the cost is above the balance', async () => {
    const fetchMock = serve(null, 59_000, 589_999);
    await clickLiveChat();
    expect(
      await screen.findByText("You don't have enough credits. Please buy more credits"),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy More Credits' })).toHaveAttribute(
      'href',
      '/user/profile',
    );
    expect(calls(fetchMock, '/api/v1/chat/request')).toHaveLength(0);
  });

  it('offers credits when the balance fell before the request reached the server', async () => {
    // The server's code decides, whatever the text says (a translation here).
    serve(null, 59_000, 600_000, () =>
      json({ code: 'INSUFFICIENT_CREDITS', message: 'पर्याप्त क्रेडिट नहीं' }, 409),
    );
    await clickLiveChat();
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('link', { name: 'Buy More Credits' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/details');
  });
});

describe('Live Call', () => {
  it('reopens an unended call on its meet page without charging again', async () => {
    const fetchMock = serve(chatSession({ type: 'VIDEO', status: 'PENDING' }), 59_000, 0);
    await clickLiveCall();
    await waitFor(() => expect(location()).toHaveTextContent(meetPath));
    const [[sessionUrl]] = calls(fetchMock, '/api/v1/conversation/') as [[string]];
    expect(sessionUrl).toContain('type=VIDEO');
    expect(calls(fetchMock, '/api/v1/chat/request')).toHaveLength(0);
  });

  it('confirms the price, requests a VIDEO session and waits on the meet page', async () => {
    const fetchMock = serve(null, 59_000, 600_000, () =>
      json(chatSession({ type: 'VIDEO', status: 'PENDING', startedAt: null, expiresAt: null })),
    );
    await clickLiveCall();
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(location()).toHaveTextContent(meetPath));
    const [[, init]] = calls(fetchMock, '/api/v1/chat/request') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({
      astrologerId,
      userId: customerId,
      type: 'VIDEO',
    });
  });

  it('offers credits when the call costs more than the balance', async () => {
    const fetchMock = serve(null, 59_000, 589_999);
    await clickLiveCall();
    expect(await screen.findByRole('link', { name: 'Buy More Credits' })).toBeInTheDocument();
    expect(calls(fetchMock, '/api/v1/chat/request')).toHaveLength(0);
  });
});
