import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { href, paiseToMillicredits, type Order, type Quote } from '@kusp/contracts';
import { NoCreditsModal } from '@/components/payments/no-credits-modal';
import { ShortWalletModal } from '@/components/payments/short-wallet-modal';
import { WalletConfirmModal } from '@/components/payments/wallet-confirm-modal';
import { api, errorMessage, hasErrorCode } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { storePendingOrder, type PendingOrder } from '@/lib/payment-session';
import { useSession } from '@/lib/session';
import { payOrder } from './use-pay-order';
import { walletBalanceQuery, walletQueryKey } from './use-wallet-balance';

/**
 * What checkout needs of an order: any order the server answers fits (POST /v1/question's,
 * GET /v1/payment/order/{id}).
 */
export interface CheckoutOrder {
  orderId: string;
  /** The server's quote; a bare total (a question listed unpaid) is completed from its order. */
  invoice: Quote | { totalAmount: number };
}

interface QuotedOrder {
  orderId: string;
  invoice: Quote;
}

/** What the closed confirmation holds until an order comes (never shown). */
const noInvoice: Quote = {
  baseRate: 0,
  cgst: 0,
  sgst: 0,
  intlTax: 0,
  commission: 0,
  taxAndSurcharge: 0,
  totalAmount: 0,
  currency: 'INR',
};

/** The question's subject and text, shown on the order summary when the card pays. */
export type CheckoutContext = Omit<PendingOrder, 'orderId'>;

interface Attempt {
  order: QuotedOrder;
  context: CheckoutContext;
  /** One Idempotency-Key per attempt: retrying Yes can never pay twice. */
  idempotencyKey: string;
  /** The wallet's balance (millicredits) when the attempt began, shown in the confirmation. */
  balance: number;
}

/**
 * Pays an order the spec's way (part 2 section 4, Ordering and Payment):
 * - total 0: paid at once (the server marks it paid), then `successTo`;
 * - total not above the wallet balance: 'Would you like to deduct this amount (…) from your
 *   wallet?' — Yes pays from the WALLET and goes to `successTo`; Don't goes to the card;
 * - balance too low: with `lowBalance: 'card'` (default) a dialog says how many credits are
 *   missing and offers Buy credits or the card for the whole price (issue 42); with
 *   `lowBalance: 'buyCredits'` (services the card cannot pay, e.g. live sessions) 'No Credits'.
 * The card path stores the order and `successTo` ('order', 'redirectTo') and opens
 * /user/payment-intent, whose Proceed to payment leads to the provider's page.
 *
 * Usage, in a component:
 *   const checkout = useCheckout({ successTo: href('myQuestions') });
 *   const { order } = await askQuestion.mutateAsync(values); // POST /v1/question makes the order
 *   await checkout.start(order, { subject, question });
 *   return <>{form}{checkout.dialog}</>;
 * `checkout.payByCard(order, context)` skips the wallet when the customer chose the card.
 * `payWithWallet` replaces POST /v3/payment WALLET for services that pay otherwise (e.g. a live
 * session that holds the amount); it receives the attempt's Idempotency-Key.
 */
export function useCheckout({
  successTo,
  lowBalance = 'card',
  payWithWallet,
  onPaid,
}: {
  successTo: string;
  lowBalance?: 'card' | 'buyCredits';
  payWithWallet?: (orderId: string, idempotencyKey: string) => Promise<unknown>;
  /** After a wallet payment, before going to `successTo` (e.g. to refresh a list on that page). */
  onPaid?: () => unknown;
}) {
  const userId = useSession((s) => s.userId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [paying, setPaying] = useState(false);
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [dialog, setDialog] = useState<'confirm' | 'noCredits' | 'short' | null>(null);

  const readBalance = async () => {
    try {
      return (await queryClient.fetchQuery({ ...walletBalanceQuery(userId), staleTime: 0 }))
        .balance;
    } catch {
      // An unreadable wallet is treated as empty: the card still works.
      return 0;
    }
  };
  /** The wallet does not cover the attempt: say how short it is, or offer credits only. */
  const tooLow = (current: Attempt) => {
    setAttempt(current);
    setDialog(lowBalance === 'card' ? 'short' : 'noCredits');
  };

  const payByCard = async (
    order: Pick<CheckoutOrder, 'orderId'>,
    context: CheckoutContext = {},
  ) => {
    setDialog(null);
    storePendingOrder({ ...context, orderId: order.orderId }, successTo);
    await navigate(href('paymentIntent'));
  };

  const payFromWallet = async (current: Attempt) => {
    const { order, idempotencyKey } = current;
    setPaying(true);
    try {
      if (payWithWallet) await payWithWallet(order.orderId, idempotencyKey);
      else await payOrder({ orderId: order.orderId, paymentProcessor: 'WALLET', idempotencyKey });
      void queryClient.invalidateQueries({ queryKey: walletQueryKey });
      await onPaid?.();
      setDialog(null);
      await navigate(successTo);
    } catch (error) {
      // The balance fell since it was read (another tab paid): the spec's low-balance path.
      if (hasErrorCode(error, 'INSUFFICIENT_CREDITS'))
        tooLow({ ...current, balance: await readBalance() });
      else notifyError(errorMessage(error));
    } finally {
      setPaying(false);
    }
  };

  const start = async (given: CheckoutOrder, context: CheckoutContext = {}) => {
    const order: QuotedOrder =
      'baseRate' in given.invoice
        ? { orderId: given.orderId, invoice: given.invoice }
        : {
            orderId: given.orderId,
            invoice: (await api<Order>(`/v1/payment/order/${encodeURIComponent(given.orderId)}`))
              .invoice,
          };
    const attemptOf = (balance: number): Attempt => ({
      order,
      context,
      idempotencyKey: crypto.randomUUID(),
      balance,
    });
    if (order.invoice.totalAmount === 0) {
      const free = attemptOf(0);
      setAttempt(free);
      return payFromWallet(free);
    }
    const next = attemptOf(await readBalance());
    setAttempt(next);
    if (paiseToMillicredits(order.invoice.totalAmount) <= next.balance) setDialog('confirm');
    else tooLow(next);
  };

  const element = (
    <>
      <WalletConfirmModal
        opened={dialog === 'confirm' && attempt !== null}
        invoice={attempt?.order.invoice ?? noInvoice}
        balance={attempt?.balance ?? 0}
        paying={paying}
        onYes={() => attempt && void payFromWallet(attempt)}
        onDont={() => {
          if (paying) return;
          if (!attempt) return setDialog(null);
          if (lowBalance === 'card') void payByCard(attempt.order, attempt.context);
          else setDialog(null);
        }}
      />
      <NoCreditsModal opened={dialog === 'noCredits'} onClose={() => setDialog(null)} />
      <ShortWalletModal
        opened={dialog === 'short' && attempt !== null}
        totalAmount={attempt?.order.invoice.totalAmount ?? 0}
        balance={attempt?.balance ?? 0}
        onCard={() => attempt && void payByCard(attempt.order, attempt.context)}
        onClose={() => setDialog(null)}
      />
    </>
  );

  return { start, payByCard, dialog: element, busy: paying };
}
