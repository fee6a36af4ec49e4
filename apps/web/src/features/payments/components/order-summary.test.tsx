import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moneyTexts } from '@kusp/contracts';
import type * as PaymentSession from '@/lib/payment-session';
import { renderScreen } from '@/testing/render';
import { OrderSummary } from './order-summary';

const leave = vi.hoisted(() => vi.fn());
vi.mock('@/lib/payment-session', async (importOriginal) => ({
  ...(await importOriginal<typeof PaymentSession>()),
  openPaymentPage: leave,
}));

const orderId = '6f1c0c8e-2b7a-4f43-9d1e-0c6d2f1a9b10';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const order = (status: string) => ({
  orderId,
  serviceCode: 'OFFLINE_QUESTION',
  paymentProcessor: 'WALLET',
  customerId: 'u1',
  astrologerId: 'a1',
  reference: 'q1',
  countryCode: 'IND',
  invoice: {
    baseRate: 50_000,
    cgst: 4_500,
    sgst: 4_500,
    intlTax: 0,
    commission: 10_000,
    taxAndSurcharge: 9_000,
    totalAmount: 59_000,
    currency: 'INR',
  },
  status,
  redirectTo: null,
  paymentId: null,
  paidAt: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

function serve(status = 'CREATED', cardPayments = 'SANDBOX') {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/api/v1/payment/card-payments') return json({ cardPayments });
    if (url === `/api/v1/payment/order/${orderId}`) return json(order(status));
    if (url === '/api/v3/payment')
      return json({
        status: true,
        data: 'http://127.0.0.1/pay/sandbox/p1',
        orderId,
        transactionId: 'p1',
        order: order(status),
      });
    return json({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  leave.mockClear();
});

const summary = (onMissing = vi.fn(), onPaid = vi.fn()) =>
  renderScreen(
    <OrderSummary
      pending={{ orderId, subject: 'Career', question: 'Will I change jobs this year?' }}
      onMissing={onMissing}
      onPaid={onPaid}
    />,
  );

describe('order summary', () => {
  it("shows the question and the server's invoice, then opens the card provider's page", async () => {
    const fetchMock = serve();
    summary();
    expect(await screen.findByText('Career')).toBeInTheDocument();
    expect(screen.getByText('Will I change jobs this year?')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Base rate/ })).toHaveTextContent('₹500.00');
    expect(screen.getByRole('row', { name: /CGST/ })).toHaveTextContent('₹45.00');
    expect(screen.getByRole('row', { name: /SGST/ })).toHaveTextContent('₹45.00');
    expect(screen.getByRole('row', { name: /Total/ })).toHaveTextContent('₹590.00');

    await userEvent.click(screen.getByRole('button', { name: 'Proceed to payment' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('http://127.0.0.1/pay/sandbox/p1'));
    const pay = fetchMock.mock.calls.find(([url]) => url === '/api/v3/payment')!;
    expect(JSON.parse(String(pay[1]?.body))).toEqual({ orderId, paymentProcessor: 'CCAVENUE' });
    expect((pay[1]?.headers as Record<string, string>)['idempotency-key']).toBeTruthy();
  });

  it('offers Continue instead of a second payment when the order is already paid', async () => {
    const fetchMock = serve('PAID');
    const onPaid = vi.fn();
    summary(vi.fn(), onPaid);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(onPaid).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Proceed to payment' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/v3/payment')).toBe(false);
  });

  it('says card payments are unavailable instead of offering to proceed while they are off', async () => {
    const fetchMock = serve('CREATED', 'OFF');
    summary();
    expect(await screen.findByText(moneyTexts.cardPaymentsOff)).toBeInTheDocument();
    expect(
      screen.getByText('Credits already in your wallet still pay for questions, chats and calls.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Total/ })).toHaveTextContent('₹590.00');
    expect(screen.queryByRole('button', { name: 'Proceed to payment' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/v3/payment')).toBe(false);
  });

  it('leaves when the stored order is unknown to the server', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'Not found' }, 404)),
    );
    const onMissing = vi.fn();
    summary(onMissing);
    await waitFor(() => expect(onMissing).toHaveBeenCalled());
  });
});
