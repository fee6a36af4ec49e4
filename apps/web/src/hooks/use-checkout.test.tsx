import { Button } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCredits, messages } from '@kusp/contracts';
import { pendingOrder } from '@/lib/payment-session';
import { useSession } from '@/lib/session';
import { renderScreen } from '@/testing/render';
import { useCheckout } from './use-checkout';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('@/lib/notify', () => notify);

const orderId = '6f1c0c8e-2b7a-4f43-9d1e-0c6d2f1a9b10';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** Serves the wallet `balance` (millicredits) and answers a wallet payment with `payment`. */
function serve(
  balance: number,
  payment: () => Response = () => json({ status: true, data: '/' }),
  cardPayments = 'SANDBOX',
) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/api/v1/credit/u1') return json({ balance, currency: 'CREDITS' });
    if (url === '/api/v1/payment/card-payments') return json({ cardPayments });
    if (url === '/api/v3/payment') return payment();
    return json({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const payments = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/v3/payment');

/** A quote of `totalAmount` paise, 18 % GST included (the lines are not what this test checks). */
const quoteOf = (totalAmount: number) => {
  const baseRate = Math.round(totalAmount / 1.18);
  const tax = totalAmount - baseRate;
  return {
    baseRate,
    cgst: tax - Math.floor(tax / 2),
    sgst: Math.floor(tax / 2),
    intlTax: 0,
    commission: 0,
    taxAndSurcharge: tax,
    totalAmount,
    currency: 'INR' as const,
  };
};

function AskQuestion({ totalAmount }: { totalAmount: number }) {
  const checkout = useCheckout({ successTo: '/user/my-questions' });
  return (
    <>
      <Button
        onClick={() =>
          void checkout.start(
            { orderId, invoice: quoteOf(totalAmount) },
            { subject: 'Career', question: 'Will I change jobs this year?' },
          )
        }
      >
        Pay
      </Button>
      {checkout.dialog}
    </>
  );
}

const location = () => screen.getByRole('status', { name: 'Location' });
async function pay(totalAmount: number) {
  renderScreen(<AskQuestion totalAmount={totalAmount} />, { path: '/ask' });
  await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
}

beforeEach(() => {
  useSession
    .getState()
    .signIn({ userId: 'u1', role: 'USER', token: 't', username: 'asha', name: 'Asha' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  useSession.getState().logout();
  notify.notifyError.mockClear();
});

describe('checkout: wallet or card', () => {
  it('asks to deduct a total the balance covers, and Yes pays from the wallet once', async () => {
    const fetchMock = serve(500_000);
    await pay(11_800);
    expect(
      await screen.findByText(
        'Would you like to deduct this amount (118 credits) from your wallet?',
      ),
    ).toBeInTheDocument();
    const rows = screen
      .getAllByRole('row')
      .map((row) => row.textContent?.replace(/\s+/g, ' ').trim());
    expect(rows).toEqual([
      'Price118 credits (₹118.00 incl. GST)',
      'Your balance500 credits',
      'Balance after382 credits',
    ]);
    expect(payments(fetchMock)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(location()).toHaveTextContent('/user/my-questions'));
    const [[, init]] = payments(fetchMock) as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ orderId, paymentProcessor: 'WALLET' });
    expect((init.headers as Record<string, string>)['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(pendingOrder()).toBeNull();
  });

  it('asks when the total equals the balance exactly (not above it)', async () => {
    serve(118_000);
    await pay(11_800);
    expect(await screen.findByRole('button', { name: 'Yes' })).toBeInTheDocument();
  });

  it('says how many credits a short wallet misses, and offers to buy them or pay by card', async () => {
    const fetchMock = serve(100_000);
    await pay(59_000);
    expect(await screen.findByRole('dialog', { name: 'Not enough credits' })).toBeInTheDocument();
    expect(
      screen.getByText(
        `This costs ${formatCredits(590_000)} credits; your wallet holds ${formatCredits(100_000)} credits.`,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`You need ${formatCredits(490_000)} credits more.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute(
      'href',
      '/user/profile',
    );
    expect(screen.queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();
    expect(location()).toHaveTextContent('/ask');

    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹590.00 by card' }));
    await waitFor(() => expect(location()).toHaveTextContent('/user/payment-intent'));
    expect(payments(fetchMock)).toHaveLength(0);
    expect(pendingOrder()).toEqual({
      orderId,
      subject: 'Career',
      question: 'Will I change jobs this year?',
    });
    expect(sessionStorage.getItem('redirectTo')).toBe('/user/my-questions');
  });

  it('offers only credits when the server takes no cards', async () => {
    serve(100_000, undefined, 'OFF');
    await pay(59_000);
    const short = await screen.findByRole('dialog', { name: 'Not enough credits' });
    expect(
      await within(short).findByText('Card payments are unavailable at the moment'),
    ).toBeInTheDocument();
    expect(within(short).queryByRole('button', { name: /by card/ })).not.toBeInTheDocument();
    expect(within(short).getByRole('link', { name: 'Buy credits' })).toBeInTheDocument();
  });

  it('pays nothing and stays when the short-wallet dialog is closed', async () => {
    const fetchMock = serve(117_990);
    await pay(11_800);
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Not enough credits' })).not.toBeInTheDocument(),
    );
    expect(location()).toHaveTextContent('/ask');
    expect(payments(fetchMock)).toHaveLength(0);
    expect(pendingOrder()).toBeNull();
  });

  it("Don't switches to the card", async () => {
    const fetchMock = serve(500_000);
    await pay(11_800);
    await userEvent.click(await screen.findByRole('button', { name: "Don't" }));
    await waitFor(() => expect(location()).toHaveTextContent('/user/payment-intent'));
    expect(payments(fetchMock)).toHaveLength(0);
    expect(pendingOrder()?.orderId).toBe(orderId);
  });

  it('pays a total of 0 at once, without asking', async () => {
    const fetchMock = serve(0);
    await pay(0);
    await waitFor(() => expect(location()).toHaveTextContent('/user/my-questions'));
    expect(payments(fetchMock)).toHaveLength(1);
  });

  it('offers the card when the wallet turns out short at payment time', async () => {
    serve(500_000, () =>
      json({ code: 'INSUFFICIENT_CREDITS', message: messages.payment.noCredits }, 409),
    );
    await pay(11_800);
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay ₹118.00 by card' }));
    await waitFor(() => expect(location()).toHaveTextContent('/user/payment-intent'));
  });

  it('retries a failed Yes with the same Idempotency-Key, so it cannot pay twice', async () => {
    let calls = 0;
    const fetchMock = serve(500_000, () =>
      ++calls === 1 ? json({ message: 'Bad gateway' }, 502) : json({ status: true, data: '/' }),
    );
    await pay(11_800);
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(notify.notifyError).toHaveBeenCalledWith('Bad gateway'));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(location()).toHaveTextContent('/user/my-questions'));
    const keys = payments(fetchMock).map(
      ([, init]) => (init?.headers as Record<string, string>)['idempotency-key'],
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});
