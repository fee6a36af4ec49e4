import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { renderScreen } from '@/testing/render';
import AiWidget from './ai-widget';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const horoscopeId = '0b8f2a54-5d3e-4a52-8a34-1a2b3c4d5e6f';

/** Serves the customer's SELF profile, one past exchange, the AI price and a wallet of `balance`. */
function serve(balance: number) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.startsWith('/api/v1/horoscope/profile/u1'))
      return json({ horoscopeProfiles: [{ horoscopeId }] });
    if (url.startsWith('/api/v1/ai-chat/history'))
      return json({
        content: [
          {
            id: '9a9a2a54-5d3e-4a52-8a34-1a2b3c4d5e6f',
            horoscopeId,
            question: 'Is <b>this</b> safe?',
            answer: 'Your 10th house lord is Mars. <img src=x onerror=alert(1)>',
            provider: 'openai',
            orderId: '7a9a2a54-5d3e-4a52-8a34-1a2b3c4d5e6f',
            askedAt: '2026-11-20T10:00:00.000Z',
          },
        ],
        totalElements: 1,
        totalPages: 1,
        number: 0,
        size: 20,
      });
    if (url.startsWith('/api/v1/pricing/dialogue'))
      return json({
        totalAmount: 20_000,
        chatgptMinimumCreditThreshold: 20_000,
        currency: 'CREDITS',
      });
    if (url === '/api/v1/credit/u1') return json({ balance, currency: 'CREDITS' });
    return json({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the AI widget', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useSession
      .getState()
      .signIn({ userId: 'u1', role: 'USER', token: 't', username: 'asha', name: 'Asha' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens by itself and shows the stored conversation as plain text, never as HTML', async () => {
    serve(100_000);
    const { container } = renderScreen(<AiWidget />);
    expect(screen.queryByRole('dialog', { name: 'Ask Kusp AI' })).toBeNull();
    const widget = await screen.findByRole('dialog', { name: 'Ask Kusp AI' }, { timeout: 4000 });
    await waitFor(() =>
      expect(widget).toHaveTextContent(
        'Your 10th house lord is Mars. <img src=x onerror=alert(1)>',
      ),
    );
    expect(widget).toHaveTextContent('Is <b>this</b> safe?');
    expect(container.querySelector('img')).toBeNull();
    expect(widget).toHaveTextContent('20.000 credits per answer');
    expect(sessionStorage.getItem('kusp-ai-widget-opened')).toBe('1');
  }, 20_000);

  it('checks the balance before asking and offers the Buy dialog with the spec message', async () => {
    const fetchMock = serve(19_999);
    renderScreen(<AiWidget />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ask AI' }));
    const box = await screen.findByRole('textbox', { name: 'Your question' });
    await userEvent.type(box, 'Will I travel?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'No Credits' });
    expect(dialog).toHaveTextContent(
      "You don't have enough token to use Chat GPT. Buy Some credits to proceed & The required minimum balance for utilizing this feature is 20.000",
    );
    expect(fetchMock.mock.calls.some(([url]) => url.includes('chat-question'))).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'Buy' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/user/profile'),
    );
  }, 20_000);
});
