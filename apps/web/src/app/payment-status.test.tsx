import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storePendingOrder } from '@/lib/payment-session';
import { useSession } from '@/lib/session';
import { renderScreen } from '@/testing/render';
import PaymentStatusScreen from './routes/paymentStatus';

const orderId = '6f1c0c8e-2b7a-4f43-9d1e-0c6d2f1a9b10';
const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{}'));
const rechecks = () =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/v1/payment/update-payment-order');
const location = () => screen.getByRole('status', { name: 'Location' });
const show = (query: string) =>
  renderScreen(<PaymentStatusScreen />, {
    path: '/user/payment-status',
    at: `/user/payment-status${query}`,
  });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useSession
    .getState()
    .signIn({ userId: 'u1', role: 'USER', token: 't', username: 'a', name: 'A' });
  storePendingOrder({ orderId }, '/user/profile');
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  sessionStorage.clear();
  useSession.getState().logout();
});

describe('payment status', () => {
  it('shows a failure from the query, asks the server to re-check, and Continue returns', async () => {
    show('?success=false&transactionId=p1');
    expect(screen.getByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByText('Sorry, your payment could not be processed.')).toBeInTheDocument();
    expect(screen.getByText('p1')).toBeInTheDocument();
    await waitFor(() => expect(rechecks()).toHaveLength(1));
    const [[, init]] = rechecks() as [[string, RequestInit]];
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toMatchObject({
      orderId,
      paymentId: 'p1',
      paymentStatus: false,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(location()).toHaveTextContent('/user/profile');
    expect(sessionStorage.getItem('order')).toBeNull();
    expect(sessionStorage.getItem('redirectTo')).toBeNull();
  });

  it("says 'Payment cancelled' for a payment the customer cancelled, without asking them to reach out", async () => {
    show('?success=false&transactionId=p3&cancelled=true');
    expect(screen.getByRole('heading', { name: 'Payment cancelled' })).toBeInTheDocument();
    expect(screen.getByText(/nothing was charged/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment Failed' })).toBeNull();
    expect(screen.queryByText(/Please Reach out/)).toBeNull();
    expect(screen.queryByText('Sorry, your payment could not be processed.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(location()).toHaveTextContent('/user/profile');
  });

  it("shows 'Payment Successful!' for success=true", () => {
    show('?success=true&transactionId=p2');
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.queryByText('Sorry, your payment could not be processed.')).toBeNull();
    expect(
      screen.queryByText(
        'This order was already paid, so this payment has been refunded to your wallet as credits.',
      ),
    ).toBeNull();
  });

  it('says the payment went back to the wallet when the order was already paid', () => {
    show('?success=true&transactionId=p5&refunded=true');
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'This order was already paid, so this payment has been refunded to your wallet as credits.',
      ),
    ).toBeInTheDocument();
  });

  it('goes home without success in the query, asking nothing', async () => {
    show('?transactionId=p3');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(rechecks()).toHaveLength(0);
  });

  it('Continue never leaves the site for a stored outside address', async () => {
    sessionStorage.setItem('redirectTo', '//evil.example/x');
    show('?success=true&transactionId=p4');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(location()).toHaveTextContent(/^\/$/);
  });
});
