import type { Kysely } from 'kysely';
import {
  adminTexts,
  aiQuestionPrice,
  moneyTexts,
  paiseToMillicredits,
  type Language,
  type OrderStatus,
  type PaymentProcessor,
  type Quote,
  type ServiceCode,
  type StatementPage,
} from '@kusp/contracts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { balanceOf, ledgerTotals, post, type LedgerTotal, type Trx } from './ledger.ts';
import {
  findOrder,
  insertOrder,
  lockOrder,
  setLines,
  setStatus,
  type NewOrder,
  type Order,
} from './orders.ts';
import { cancelOpenPayments, startCardPayment } from './payments.ts';
import { createOrderRecords, type OrderRecords } from './order-records.ts';
import { createPayouts, type Payouts } from './payouts.ts';
import type { Providers } from './providers/index.ts';
import { createRefunds, type Refunds } from './refunds.ts';
import type { AuditService } from '../audit/service.ts';
import {
  quoteCredits,
  quoteInclusive,
  quoteService,
  rupeesToPaise,
  shareOfQuote,
} from './pricing.ts';
import { paidOrdersSince, revenueSince, type RevenueLine } from './revenue.ts';
import { walletStatement } from './statement.ts';
import type { EntryKind } from './tables.ts';

export type { Order, NewOrder } from './orders.ts';
export type { Trx } from './ledger.ts';

export type OrderPaidHook = (trx: Trx, order: Order) => Promise<void>;
/** Who gets the receipt of an order: its customer, else what the selling module says (or nobody). */
export interface ReceiptRecipient {
  email: string;
  /** The greeting's name; null when only someone else chose it (an astrologer's client), so none. */
  firstName: string | null;
  /** The language the receipt is written in (docs/i18n.md). */
  language: Language;
}
export type ReceiptRecipientFinder = (
  db: Kysely<Database>,
  order: Order,
) => Promise<ReceiptRecipient | null>;
/** The payers' names of orders without a customer account, by order id (a portal link's client). */
export type PayerNameFinder = (
  db: Kysely<Database>,
  orderIds: readonly string[],
) => Promise<Map<string, string>>;
/** What a customer's POST /api/v1/order names: the thing bought, by its module's reference. */
export interface OrderRequest {
  customerId: string;
  astrologerId?: string;
  reference?: string;
}
/** The order that stands for the request, or an HttpError (404 when it names nothing of theirs). */
export type OrderFinder = (db: Kysely<Database>, request: OrderRequest) => Promise<Order>;
/** Whether what an order pays for may still be paid at this moment (asked inside the paying trx). */
export type PayableCheck = (db: Kysely<Database>, order: Order) => Promise<boolean>;

/**
 * The one money core every paid service calls (decorated as `app.money`). Every call that moves
 * money takes the caller's transaction, so the caller's own rows and the ledger commit together;
 * each locks the order row first, so repeating a call is harmless.
 *
 * On embedded PGlite there is one connection, held by a transaction until it ends: inside a
 * transaction, pass `trx` to every call that reads (never `app.db`), or the call waits forever.
 */
export interface MoneyService extends Payouts, Refunds, OrderRecords {
  /** The astrologer's rate (per question, also per 15-minute chat or video session) as a quote. */
  quoteAstrologer(
    astrologerId: string,
    countryCode?: string,
    db?: Kysely<Database>,
  ): Promise<Quote>;
  /** An astrologer's rate ('500.50' rupees, as the profile stores it) as a quote. */
  quoteRate(rate: string, countryCode?: string): Quote;
  /** A service of `baseRate` paise (e.g. a portal payment link). */
  quoteService(baseRate: number, countryCode?: string): Quote;
  /** The AI assistant's question: aiQuestionPrice credits, tax included. */
  quoteAiQuestion(countryCode?: string): Quote;
  /** N credits for ₹N, no tax (taxed when spent). */
  quoteCredits(credits: number): Quote;

  createOrder(trx: Trx, input: NewOrder): Promise<Order>;
  getOrder(db: Kysely<Database>, orderId: string): Promise<Order | null>;
  /**
   * Pays from the customer's wallet (total × 10 millicredits) and marks the order PAID in trx; a
   * total of 0 is paid at once. A short wallet throws HttpError 409 with messages.payment.noCredits.
   * Runs the paid hooks. Already PAID: returns the order unchanged.
   */
  payFromWallet(trx: Trx, orderId: string): Promise<Order>;
  /** Runs in the same transaction whenever an order of `serviceCode` becomes PAID. Register at start-up. */
  onOrderPaid(serviceCode: ServiceCode, hook: OrderPaidHook): void;
  /**
   * Answers POST /api/v1/order (the spec's 'create the order' step) for `serviceCode`: a module
   * makes its orders itself, with the thing bought (a question's order comes with the question), and
   * `find` gives the one a request names. Codes without a finder answer 400.
   */
  onOrderRequest(serviceCode: ServiceCode, find: OrderFinder): void;
  /**
   * Names the receipt's recipient of `serviceCode` orders without a customer account (a portal
   * payment link: the client's e-mail when the astrologer gave one). Register at start-up.
   */
  onReceiptRecipient(serviceCode: ServiceCode, find: ReceiptRecipientFinder): void;
  /**
   * Names who paid `serviceCode` orders without a customer account, for the astrologer's
   * Transactions (a portal payment link: the client as the astrologer named them). Register at start-up.
   */
  onPayerName(serviceCode: ServiceCode, find: PayerNameFinder): void;
  /**
   * Says whether an order of `serviceCode` may still be paid: asked, under the order's lock, when a
   * card success or a wallet payment is about to pay it (a payment link that expired or was revoked
   * says no: the card's money is given back, the wallet payment refused). Register at start-up.
   */
  onOrderPayable(serviceCode: ServiceCode, check: PayableCheck): void;
  /** Card payments are off (no provider configured): HttpError 409 "Card payments are unavailable…". */
  requireCardPayments(): void;
  /**
   * Opens (or reuses) the card payment of a payable order at the configured provider and answers
   * its checkout page with a fresh one-time token (the earlier address stops working). The token
   * works for 30 minutes, and never after `until` (a payment link's end). Card payments off: 409.
   */
  openCheckout(trx: Trx, orderId: string, until?: Date): Promise<string>;
  /** Live sessions: reserve the total from the wallet (HELD). Idempotent. */
  holdFromWallet(trx: Trx, orderId: string): Promise<Order>;
  /** HELD → RELEASED, the reserve goes back to the wallet. Idempotent. */
  releaseHold(trx: Trx, orderId: string): Promise<Order>;
  /**
   * Closes a hold for what was delivered: `part`/`whole` of every line of the quote is paid (each
   * rounded down to the paisa, see shareOfQuote), the rest goes back to the wallet, the order's lines
   * become what was paid and it turns PAID with the astrologer's earning on that. A part of 0
   * releases the whole hold. Idempotent: an order no longer HELD is returned as it is.
   */
  settleHold(trx: Trx, orderId: string, share: { part: number; whole: number }): Promise<Order>;
  /**
   * The whole total of a PAID order (less what an operator refunded of it already) back to the
   * customer's wallet, at most once. Refused (409) for a credit purchase and for an order whose
   * earning is already recorded (an operator's refundOrder reverses the earning instead).
   */
  refund(trx: Trx, orderId: string, reason: string): Promise<Order>;
  /** Adds the astrologer's earning (baseRate − commission, paise) for a PAID order, once per order. */
  recordEarning(trx: Trx, orderId: string): Promise<void>;
  /**
   * The order when its service was delivered: PAID with the astrologer's earning recorded (an
   * answered question, a chat or call both joined and closed); else null. Reviews ask it.
   */
  deliveredOrder(db: Kysely<Database>, orderId: string): Promise<Order | null>;
  /** The wallet balance in millicredits. */
  balance(db: Kysely<Database>, userId: string): Promise<number>;
  /** What customers paid for services since `since`, by day (India) and service, paise. */
  revenueSince(db: Kysely<Database>, since: Date): Promise<RevenueLine[]>;
  /** Service orders (not credit purchases) paid since `since`. */
  paidOrdersSince(db: Kysely<Database>, since: Date): Promise<number>;
  /** The wallet's movements, newest first, each with the balance after it (statement.ts). */
  statement(
    db: Kysely<Database>,
    userId: string,
    paging: { pageNumber: number; pageSize: number },
  ): Promise<StatementPage>;
  /** The ledger summed by service code, entry kind and account kind (operators' metrics). */
  ledgerTotals(db: Kysely<Database>): Promise<LedgerTotal[]>;
  /** Promotional credits (demo data, goodwill), millicredits > 0. */
  grantCredits(trx: Trx, userId: string, millicredits: number, note: string): Promise<number>;

  /**
   * Module-internal: a locked order becomes PAID through `processor` (ledger, status, hooks); its
   * other open card payments are cancelled.
   */
  markPaid(trx: Trx, order: Order, processor: PaymentProcessor): Promise<Order>;
  /** Module-internal: what the order pays for may still be paid (onOrderPayable; none: yes). */
  stillPayable(db: Kysely<Database>, order: Order): Promise<boolean>;
  /** Module-internal: the receipt's recipient of a paid order, or null (no receipt). */
  receiptRecipient(db: Kysely<Database>, order: Order): Promise<ReceiptRecipient | null>;
  /** Module-internal: the payers' names of account-less orders (onPayerName), by order id. */
  payerNames(
    db: Kysely<Database>,
    orders: ReadonlyArray<{ orderId: string; serviceCode: ServiceCode }>,
  ): Promise<Map<string, string>>;
  /** Module-internal: the order a POST /api/v1/order request names. */
  findRequestedOrder(
    db: Kysely<Database>,
    serviceCode: ServiceCode,
    request: OrderRequest,
  ): Promise<Order>;
}

const payable: readonly OrderStatus[] = ['CREATED', 'FAILED'];
const notPayable = () => new HttpError('ORDER_NOT_PAYABLE', moneyTexts.orderNotPayable);

/**
 * Only an approved astrologer (docs/operations.md) can be paid for anything: an order naming one
 * who is pending review, rejected or suspended is neither made nor paid.
 */
async function astrologerApproved(db: Kysely<Database>, astrologerId: string) {
  const row = await db
    .selectFrom('astrologer_profiles')
    .select('review_status')
    .where('user_id', '=', astrologerId)
    .executeTakeFirst();
  return row?.review_status === 'APPROVED';
}

/** The wallet an order moves money in: a portal payment link's payer has none, so it is card-only. */
function walletOwner(order: Order): string {
  if (order.customerId === null) throw notPayable();
  return order.customerId;
}

export function createMoneyService(deps: {
  db: Kysely<Database>;
  config: Pick<Config, 'commissionPercent' | 'intlTaxPercent'>;
  providers: Providers;
  audit: AuditService;
}): MoneyService {
  const paidHooks = new Map<ServiceCode, OrderPaidHook[]>();
  const finders = new Map<ServiceCode, OrderFinder>();
  const recipients = new Map<ServiceCode, ReceiptRecipientFinder>();
  const payableChecks = new Map<ServiceCode, PayableCheck>();
  const payerNameFinders = new Map<ServiceCode, PayerNameFinder>();

  async function walletPayment(trx: Trx, order: Order) {
    await trx
      .insertInto('payments')
      .values({
        order_id: order.orderId,
        processor: 'WALLET',
        status: 'SUCCESS',
        amount: order.quote.totalAmount,
        currency: order.quote.currency,
      })
      .execute();
  }

  /**
   * The order's total leaving (-1), returning to (+1) or staying out of (0, a record only) the
   * customer's wallet. A free order moves nothing and writes no entry.
   */
  async function walletEntry(
    trx: Trx,
    order: Order,
    kind: EntryKind,
    direction: -1 | 0 | 1,
    note?: string,
  ) {
    if (order.quote.totalAmount <= 0) return false;
    const amount = direction * paiseToMillicredits(order.quote.totalAmount);
    await post(trx, {
      userId: walletOwner(order),
      account: 'WALLET',
      kind,
      amount,
      orderId: order.orderId,
      note,
    });
    return true;
  }

  const hasEarning = async (trx: Kysely<Database>, orderId: string) =>
    (await trx
      .selectFrom('ledger_entries')
      .select('id')
      .where('order_id', '=', orderId)
      .where('kind', '=', 'EARNING')
      .executeTakeFirst()) !== undefined;

  const refunds = createRefunds(deps);
  const service: MoneyService = {
    ...createPayouts(deps),
    ...refunds,
    ...createOrderRecords({ refunds }),
    async quoteAstrologer(astrologerId, countryCode, db = deps.db) {
      const profile = await db
        .selectFrom('astrologer_profiles')
        .select('rate')
        .where('user_id', '=', astrologerId)
        .executeTakeFirst();
      if (!profile) throw notFound();
      return service.quoteRate(String(profile.rate), countryCode);
    },
    quoteRate: (rate, countryCode) => quoteService(rupeesToPaise(rate), countryCode, deps.config),
    quoteService: (baseRate, countryCode) => quoteService(baseRate, countryCode, deps.config),
    quoteAiQuestion: (countryCode) =>
      quoteInclusive(aiQuestionPrice * 100, countryCode, deps.config),
    quoteCredits,

    async createOrder(trx, input) {
      if (input.astrologerId && !(await astrologerApproved(trx, input.astrologerId)))
        throw new HttpError('ASTROLOGER_UNAVAILABLE', adminTexts.astrologerUnavailable);
      return insertOrder(trx, input);
    },
    getOrder: findOrder,

    async payFromWallet(trx, orderId) {
      const order = await lockOrder(trx, orderId);
      if (order.status === 'PAID') return order;
      if (!payable.includes(order.status)) throw notPayable();
      if (order.serviceCode === 'CREDIT_PURCHASE')
        throw new HttpError('INVALID_REQUEST', moneyTexts.walletForCredits);
      if (!(await service.stillPayable(trx, order))) throw notPayable();
      if (await walletEntry(trx, order, 'DEBIT', -1)) await walletPayment(trx, order);
      return service.markPaid(trx, order, 'WALLET');
    },

    onOrderPaid(serviceCode, hook) {
      paidHooks.set(serviceCode, [...(paidHooks.get(serviceCode) ?? []), hook]);
    },
    onOrderRequest(serviceCode, find) {
      finders.set(serviceCode, find);
    },
    onReceiptRecipient(serviceCode, find) {
      recipients.set(serviceCode, find);
    },
    onPayerName(serviceCode, find) {
      payerNameFinders.set(serviceCode, find);
    },
    async payerNames(db, orders) {
      const names = new Map<string, string>();
      for (const [serviceCode, find] of payerNameFinders) {
        const ids = orders.filter((o) => o.serviceCode === serviceCode).map((o) => o.orderId);
        if (ids.length > 0) for (const [id, name] of await find(db, ids)) names.set(id, name);
      }
      return names;
    },
    onOrderPayable(serviceCode, check) {
      payableChecks.set(serviceCode, check);
    },
    async stillPayable(db, order) {
      if (order.astrologerId && !(await astrologerApproved(db, order.astrologerId))) return false;
      return (await payableChecks.get(order.serviceCode)?.(db, order)) ?? true;
    },
    requireCardPayments() {
      deps.providers.requireCard();
    },
    async receiptRecipient(db, order) {
      if (order.customerId === null) return recipients.get(order.serviceCode)?.(db, order) ?? null;
      const customer = await db
        .selectFrom('users')
        .select(['email', 'first_name', 'language'])
        .where('id', '=', order.customerId)
        .executeTakeFirstOrThrow();
      return { email: customer.email, firstName: customer.first_name, language: customer.language };
    },
    async openCheckout(trx, orderId, until) {
      const provider = deps.providers.requireCard();
      const order = await lockOrder(trx, orderId);
      return (await startCardPayment(trx, provider, order, until)).url;
    },
    async findRequestedOrder(db, serviceCode, request) {
      const find = finders.get(serviceCode);
      if (!find) throw new HttpError('INVALID_REQUEST', moneyTexts.notOrderable);
      return find(db, request);
    },

    async holdFromWallet(trx, orderId) {
      const order = await lockOrder(trx, orderId);
      if (order.status === 'HELD') return order;
      if (!payable.includes(order.status) || order.serviceCode === 'CREDIT_PURCHASE')
        throw notPayable();
      await walletEntry(trx, order, 'HOLD', -1);
      return setStatus(trx, orderId, 'HELD', { payment_processor: 'WALLET' });
    },

    async releaseHold(trx, orderId) {
      const order = await lockOrder(trx, orderId);
      if (order.status === 'RELEASED') return order;
      if (order.status !== 'HELD') throw notPayable();
      await walletEntry(trx, order, 'RELEASE', 1);
      return setStatus(trx, orderId, 'RELEASED');
    },

    async settleHold(trx, orderId, { part, whole }) {
      const order = await lockOrder(trx, orderId);
      if (order.status === 'PAID' || order.status === 'RELEASED') return order;
      if (order.status !== 'HELD') throw notPayable();
      if (part <= 0) return service.releaseHold(trx, orderId);
      const quote = shareOfQuote(order.quote, Math.min(part, whole), whole);
      const unused = order.quote.totalAmount - quote.totalAmount;
      if (unused > 0) {
        await post(trx, {
          userId: walletOwner(order),
          account: 'WALLET',
          kind: 'RELEASE',
          amount: paiseToMillicredits(unused),
          orderId,
        });
      }
      const settled = unused > 0 ? await setLines(trx, orderId, quote) : order;
      // The money left the wallet at HOLD; this entry records that the paid part is now spent.
      if (await walletEntry(trx, settled, 'CAPTURE', 0)) await walletPayment(trx, settled);
      const paid = await service.markPaid(trx, settled, 'WALLET');
      await service.recordEarning(trx, orderId);
      return paid;
    },

    async refund(trx, orderId, reason) {
      const order = await lockOrder(trx, orderId);
      if (order.status === 'REFUNDED') return order;
      if (order.status !== 'PAID' || order.serviceCode === 'CREDIT_PURCHASE') throw notPayable();
      if (await hasEarning(trx, orderId)) throw notPayable();
      const left = order.quote.totalAmount - (await refunds.refundedSoFar(trx, orderId));
      if (left > 0) {
        await post(trx, {
          userId: walletOwner(order),
          account: 'WALLET',
          kind: 'REFUND',
          amount: paiseToMillicredits(left),
          orderId,
          note: reason,
        });
      }
      return setStatus(trx, orderId, 'REFUNDED', { refund_reason: reason });
    },

    async recordEarning(trx, orderId) {
      const order = await lockOrder(trx, orderId);
      if (order.status !== 'PAID' || !order.astrologerId) throw notPayable();
      if (await hasEarning(trx, orderId)) return;
      await post(trx, {
        userId: order.astrologerId,
        account: 'EARNINGS',
        kind: 'EARNING',
        amount: order.quote.baseRate - order.quote.commission,
        orderId,
      });
    },

    async deliveredOrder(db, orderId) {
      const order = await findOrder(db, orderId);
      return order?.status === 'PAID' && (await hasEarning(db, orderId)) ? order : null;
    },

    balance: (db, userId) => balanceOf(db, userId, 'WALLET'),
    revenueSince,
    paidOrdersSince,
    statement: walletStatement,
    ledgerTotals: (db) => ledgerTotals(db),

    grantCredits: (trx, userId, millicredits, note) =>
      post(trx, {
        userId,
        account: 'WALLET',
        kind: 'GRANT',
        amount: millicredits,
        orderId: null,
        note,
      }),

    async markPaid(trx, order, processor) {
      if (order.serviceCode === 'CREDIT_PURCHASE') {
        await post(trx, {
          userId: walletOwner(order),
          account: 'WALLET',
          kind: 'PURCHASE',
          amount: paiseToMillicredits(order.quote.baseRate),
          orderId: order.orderId,
        });
      }
      await cancelOpenPayments(trx, order.orderId);
      const paid = await setStatus(trx, order.orderId, 'PAID', {
        paid_at: new Date(),
        payment_processor: processor,
      });
      for (const hook of paidHooks.get(order.serviceCode) ?? []) await hook(trx, paid);
      return paid;
    },
  };
  return service;
}
