import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

const summary = (status: string, paidAt: string | null = null) => ({
  id: linkId,
  astrologerName: 'Ananya Sharma',
  invoice: {
    baseRate: 30_000,
    cgst: 2_700,
    sgst: 2_700,
    intlTax: 0,
    totalAmount: 35_400,
    currency: 'INR',
  },
  status,
  expiresAt: '2026-12-04T10:00:00.000Z',
  paidAt,
});

/** The server: who takes cards, where the link stands, and what opening it answers. */
function serve(cardPayments: string, opened: Response, link: unknown = summary('CREATED')) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/api/v1/payment/card-payments') return json({ cardPayments });
    if (url === `/api/v1/external/payment-link/${linkId}/summary`)
      return link ? json(link) : json({ message: 'Not found' }, 404);
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
const rows = () =>
  screen.getAllByRole('row').map((row) => row.textContent?.replace(/\s+/g, ' ').trim());

afterEach(() => {
  vi.unstubAllGlobals();
  leave.mockClear();
});

describe('the external payment page', () => {
  it("names the astrologer and the payer's lines, then Pay goes to the card provider's page", async () => {
    const user = userEvent.setup();
    const fetchMock = serve('SANDBOX', json({ status: true, data: '/pay/sandbox/p1?token=t' }));
    pay();
    expect(await screen.findByRole('heading', { name: 'Pay Ananya Sharma' })).toBeInTheDocument();
    expect(rows()).toEqual(['Base rate₹300.00', 'CGST₹27.00', 'SGST₹27.00', 'Total₹354.00']);
    expect(opens(fetchMock)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Pay ₹354.00' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/pay/sandbox/p1?token=t'));
    expect(opens(fetchMock)).toHaveLength(1);
  });

  it('says a paid link is already paid, to whom and how much, and offers no Pay', async () => {
    serve('SANDBOX', json({}), summary('PAID', '2026-11-27T10:00:00.000Z'));
    pay();
    expect(
      await screen.findByRole('heading', { name: portalTexts.paymentLinkPaid }),
    ).toBeInTheDocument();
    expect(screen.getByText(/₹354\.00 to Ananya Sharma, paid on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      `/external/pay?id=${linkId}`,
    );
  });

  it('says an unknown link cannot be opened, and stays', async () => {
    serve('SANDBOX', json({}), null);
    pay();
    expect(
      await screen.findByRole('heading', { name: 'This payment link cannot be opened' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Please check that you opened the whole address, or ask your astrologer for the link again.',
      ),
    ).toBeInTheDocument();
  });

  it('says card payments are unavailable, without Pay, while they are off', async () => {
    const fetchMock = serve('OFF', json({ status: true, data: '/pay/sandbox/p1?token=t' }));
    pay();
    expect(await screen.findByText(moneyTexts.cardPaymentsOff)).toBeInTheDocument();
    expect(
      screen.getByText(
        'This payment link cannot be paid by card right now. Please try again later or ask your astrologer.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(opens(fetchMock)).toHaveLength(0);
    expect(leave).not.toHaveBeenCalled();
  });

  it('says the same when the server refuses the card on Pay', async () => {
    const user = userEvent.setup();
    serve(
      'CCAVENUE',
      json({ code: 'CARD_PAYMENTS_UNAVAILABLE', message: moneyTexts.cardPaymentsOff }, 409),
    );
    pay();
    await user.click(await screen.findByRole('button', { name: 'Pay ₹354.00' }));
    expect(await screen.findByText(moneyTexts.cardPaymentsOff)).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });
});

describe('the page after paying a link', () => {
  it('thanks the client, naming whom they paid, or says the link could no longer be paid and the payment is refunded', async () => {
    serve('SANDBOX', json({}), summary('PAID', '2026-11-27T10:00:00.000Z'));
    const { unmount } = renderScreen(<ExternalPaidScreen />, {
      path: '/external/paid',
      at: `/external/paid?id=${linkId}`,
    });
    expect(screen.getByRole('heading', { name: 'Thank you for your payment' })).toBeInTheDocument();
    expect(await screen.findByText('You paid ₹354.00 to Ananya Sharma.')).toBeInTheDocument();
    unmount();
    renderScreen(<ExternalPaidScreen />, {
      path: '/external/paid',
      at: `/external/paid?id=${linkId}&refunded=true`,
    });
    expect(
      screen.getByRole('heading', { name: 'This payment link could no longer be paid' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'It had expired or been withdrawn (or was already paid) when your payment arrived, so your payment will be refunded to you. Ask your astrologer for a new link.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Thank you for your payment')).not.toBeInTheDocument();
  });
});
