import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { moneyTexts } from '@kusp/contracts';
import { pendingOrder } from '@/lib/payment-session';
import { useSession } from '@/lib/session';
import type * as PaymentSession from '@/lib/payment-session';
import { renderScreen } from '@/testing/render';
import { CreditsBalance } from './credits-balance';

const leave = vi.hoisted(() => vi.fn());
vi.mock('@/lib/payment-session', async (importOriginal) => ({
  ...(await importOriginal<typeof PaymentSession>()),
  openPaymentPage: leave,
}));

const userId = '0b7f2f7e-8d6c-4c57-9a55-3a0a4b9c1e21';
const orderId = '6f1c0c8e-2b7a-4f43-9d1e-0c6d2f1a9b10';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
let orderStatus = 'PAID';
let cardPayments = 'SANDBOX';
const creditOrder = () => ({
  orderId,
  serviceCode: 'CREDIT_PURCHASE',
  paymentProcessor: 'SANDBOX',
  customerId: userId,
  astrologerId: null,
  reference: null,
  countryCode: 'IND',
  invoice: {
    baseRate: 50_000,
    cgst: 0,
    sgst: 0,
    intlTax: 0,
    commission: 0,
    taxAndSurcharge: 0,
    totalAmount: 50_000,
    currency: 'INR',
  },
  status: orderStatus,
  redirectTo: '/user/profile',
  paymentId: 'p1',
  paidAt: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});
const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
  if (url === `/api/v1/credit/${userId}`) return json({ balance: 1_234_567, currency: 'CREDITS' });
  const price = /^\/api\/v1\/pricing\/credit\?amount=(\d+)$/.exec(url);
  if (price) {
    const paise = Number(price[1]) * 100;
    return json({
      baseRate: paise,
      cgst: 0,
      sgst: 0,
      intlTax: 0,
      commission: 0,
      taxAndSurcharge: 0,
      totalAmount: paise,
      currency: 'INR',
    });
  }
  if (url === '/api/v1/payment/card-payments') return json({ cardPayments });
  if (url === `/api/v1/payment/order/${orderId}`) return json(creditOrder());
  if (url === '/api/v2/credit')
    return json({ status: true, data: '/pay/sandbox/p1', orderId, transactionId: 'p1' });
  return json({ message: 'Not found' }, 404);
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useSession.getState().signIn({ userId, role: 'USER', token: 't', username: 'a', name: 'A' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  leave.mockClear();
  sessionStorage.clear();
  orderStatus = 'PAID';
  cardPayments = 'SANDBOX';
  useSession.getState().logout();
});

describe('credits on the profile', () => {
  it('shows the balance in credits, a fraction with two decimals, and what a credit is worth', async () => {
    renderScreen(<CreditsBalance />);
    const credits = screen.getByRole('region', { name: 'Credits' });
    expect(await within(credits).findByText('1,234.57')).toBeInTheDocument();
    expect(credits).toHaveTextContent('1 credit = ₹1');
    expect(within(credits).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('back from paying for credits, says what was added and the new balance, once', async () => {
    sessionStorage.setItem('order', JSON.stringify({ orderId }));
    sessionStorage.setItem('redirectTo', '/user/profile');
    const { unmount } = renderScreen(<CreditsBalance />);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Payment Successful!');
    expect(notice).toHaveTextContent('500 credits added. Your balance is now 1,234.57 credits.');
    expect(pendingOrder()).toBeNull();

    unmount();
    renderScreen(<CreditsBalance />);
    expect(await screen.findByText('1,234.57')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says nothing while the credit order is not paid', async () => {
    orderStatus = 'FAILED';
    sessionStorage.setItem('order', JSON.stringify({ orderId }));
    renderScreen(<CreditsBalance />);
    expect(await screen.findByText('1,234.57')).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(`/api/v1/payment/order/${orderId}`, expect.anything()),
    );
    // The order's answer is rendered by the next task.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(pendingOrder()).toEqual({ orderId });
  });

  it('buys 100 credits by default, or the top-up chosen, through the payment page', async () => {
    renderScreen(<CreditsBalance />);
    await userEvent.click(screen.getByRole('button', { name: 'Buy Credits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy Credits' });
    const options = within(dialog).getAllByRole('radio');
    expect(options.map((o) => o.getAttribute('value'))).toEqual([
      '100',
      '200',
      '500',
      '750',
      '1000',
    ]);
    expect(within(dialog).getByRole('radio', { name: '100' })).toBeChecked();
    expect(await within(dialog).findByText('₹100.00')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('radio', { name: '200' }));
    expect(await within(dialog).findByText('₹200.00')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy' }));

    await waitFor(() => expect(leave).toHaveBeenCalledWith('/pay/sandbox/p1'));
    const buy = fetchMock.mock.calls.find(([url]) => url === '/api/v2/credit')!;
    expect(JSON.parse(String(buy[1]?.body))).toEqual({
      amount: 200,
      paymentProcessor: 'CCAVENUE',
      serviceCode: 'CREDIT_PURCHASE',
      customerId: userId,
    });
    expect((buy[1]?.headers as Record<string, string>)['idempotency-key']).toBeTruthy();
    expect(pendingOrder()).toEqual({ orderId });
    expect(sessionStorage.getItem('redirectTo')).toBe('/user/profile');
  });

  it('says card payments are unavailable and offers no Buy while they are off', async () => {
    cardPayments = 'OFF';
    renderScreen(<CreditsBalance />);
    await userEvent.click(screen.getByRole('button', { name: 'Buy Credits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy Credits' });
    expect(await within(dialog).findByText(moneyTexts.cardPaymentsOff)).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Credits already in your wallet still pay for questions, chats and calls.',
      ),
    ).toBeInTheDocument();
    const buy = within(dialog).getByRole('button', { name: 'Buy' });
    expect(buy).toBeDisabled();
    await userEvent.click(buy);
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/v2/credit')).toBe(false);
    expect(leave).not.toHaveBeenCalled();
  });
});
