import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moneyTexts, portalTexts } from '@kusp/contracts';
import type * as PaymentSession from '@/lib/payment-session';
import { renderScreen } from '@/testing/render';
import ExternalPaidScreen from './routes/externalPaid';
import ExternalPayScreen from './routes/externalPay';

const leave = vi.hoisted(() => vi.fn());
vi.mock('@/lib/payment-session', async (importOriginal) => ({
  ...(await importOriginal<typeof PaymentSession>()),
  openPaymentPage: leave,
}));

const linkId = '3d0c1a7e-5b1f-4c2e-8f0a-2b9d6e4c7a11';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** The server: who takes cards, and what opening the link answers. */
function serve(cardPayments: string, opened: Response) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/api/v1/payment/card-payments') return json({ cardPayments });
    if (url === `/api/v1/external/payment-link/${linkId}`) return opened;
    return json({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const opens = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.filter(([url]) => url === `/api/v1/external/payment-link/${linkId}`);

const pay = () =>
  renderScreen(<ExternalPayScreen />, { path: '/external/pay', at: `/external/pay?id=${linkId}` });

afterEach(() => {
  vi.unstubAllGlobals();
  leave.mockClear();
});

describe('the external payment page', () => {
  it("goes to the card provider's page the link names", async () => {
    const fetchMock = serve('SANDBOX', json({ status: true, data: '/pay/sandbox/p1?token=t' }));
    pay();
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/pay/sandbox/p1?token=t'));
    expect(opens(fetchMock)).toHaveLength(1);
  });

  it('says card payments are unavailable and stays, without opening the link, while they are off', async () => {
    const fetchMock = serve('OFF', json({ status: true, data: '/pay/sandbox/p1?token=t' }));
    pay();
    expect(
      await screen.findByRole('heading', { name: moneyTexts.cardPaymentsOff }),
    ).toBeInTheDocument();
    expect(screen.getByText(portalTexts.linkUnpayable)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      `/external/pay?id=${linkId}`,
    );
    expect(opens(fetchMock)).toHaveLength(0);
    expect(leave).not.toHaveBeenCalled();
  });

  it('says the same when the server refuses the card on opening the link', async () => {
    serve(
      'CCAVENUE',
      json({ code: 'CARD_PAYMENTS_UNAVAILABLE', message: moneyTexts.cardPaymentsOff }, 409),
    );
    pay();
    expect(
      await screen.findByRole('heading', { name: moneyTexts.cardPaymentsOff }),
    ).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });
});

describe('the page after paying a link', () => {
  it('thanks the client, or says the link could no longer be paid and the payment is refunded', () => {
    const { unmount } = renderScreen(<ExternalPaidScreen />, {
      path: '/external/paid',
      at: `/external/paid?id=${linkId}`,
    });
    expect(screen.getByRole('heading', { name: portalTexts.thankYou })).toBeInTheDocument();
    unmount();
    renderScreen(<ExternalPaidScreen />, {
      path: '/external/paid',
      at: `/external/paid?id=${linkId}&refunded=true`,
    });
    expect(screen.getByRole('heading', { name: portalTexts.paymentRefunded })).toBeInTheDocument();
    expect(screen.getByText(portalTexts.paymentRefundedDetail)).toBeInTheDocument();
    expect(screen.queryByText(portalTexts.thankYou)).not.toBeInTheDocument();
  });
});
