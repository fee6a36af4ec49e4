import { z } from 'zod';
import { creditTopUps, pageSizes, yearFilterSpan } from './constants.ts';
import type { Locale } from './i18n/languages.ts';
import {
  cardPaymentModes,
  orderStatuses,
  paymentProcessors,
  rateUnits,
  serviceCodes,
  transactionStatuses,
} from './enums.ts';

/*
 * Money on the wire is always an integer in minor units, never a float:
 * - currency 'INR': paise (11800 = ₹118.00);
 * - currency 'CREDITS': millicredits (500000 = 500 credits). 1 credit buys ₹1: paise × 10.
 */

/** Texts the spec leaves to us. */
export const moneyTexts = {
  creditAmount: `Please choose ${creditTopUps.join(', ')} credits`,
  walletForCredits: 'Credits are bought with a card, not from the wallet',
  notOrderable: 'This service cannot be ordered here',
  orderNotPayable: 'This order cannot be paid now',
  idempotencyMismatch: 'This Idempotency-Key was already used for a different request',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 200 visible characters',
  amountInvalid: 'Please enter a valid amount',
  countryInvalid: 'Please choose a valid country code',
  cardPaymentsOff: 'Card payments are unavailable at the moment',
  callbackRefused: 'The payment result could not be verified',
  filterInvalid: 'Please choose a valid month and year',
  payoutOverPayable: 'The payout is more than the payable balance',
  payoutReferenceUsed: 'This bank reference was already recorded for another payout',
  refundOverPaid: 'The refund is more than what is left to refund on this order',
  refundNotCard: 'This order was not paid by card',
  refundNoWallet: 'This order has no wallet to refund to',
  refundRefused: 'The payment provider did not accept the refund. Please try again later',
} as const;

/** Header that makes a money-moving call safe to retry (the first answer is replayed). */
export const idempotencyKeyHeader = 'idempotency-key';

/** How an invoice or receipt names each service. */
export const serviceLabels: Record<(typeof serviceCodes)[number], string> = {
  OFFLINE_QUESTION: 'Question to an astrologer',
  CREDIT_PURCHASE: 'Credits',
  ASTRO_PORTAL_CHAT: 'Consultation payment link',
  LIVE_CHAT: 'Live chat session (15 minutes)',
  VIDEO_CALL: 'Video call session (15 minutes)',
  AI_QUESTION: 'AI assistant question',
};

export const moneyCurrencies = ['INR', 'CREDITS'] as const;
export type MoneyCurrency = (typeof moneyCurrencies)[number];

const minor = z.number().int();
export const countryCodeField = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2,3}$/, moneyTexts.countryInvalid)
  .transform((code) => code.toUpperCase())
  .optional();

/**
 * A price in paise, line by line (spec: baseRate, cgst, sgst, intlTax, commission, taxAndSurcharge,
 * totalAmount). totalAmount = baseRate + taxAndSurcharge; commission is the platform's share of the
 * base, taken from the astrologer's earning, not added to the total.
 */
export const quoteSchema = z.object({
  baseRate: minor,
  cgst: minor,
  sgst: minor,
  intlTax: minor,
  commission: minor,
  taxAndSurcharge: minor,
  totalAmount: minor,
  currency: z.literal('INR'),
});
export type Quote = z.infer<typeof quoteSchema>;

export const astrologerPricingParamsSchema = z.object({ astrologerId: z.uuid() });
export const astrologerPricingQuerySchema = z.object({
  type: z.enum(rateUnits).default('PER_QUESTION'),
  countryCode: countryCodeField,
});
export const creditPricingQuerySchema = z.object({
  amount: z.coerce
    .number({ error: moneyTexts.creditAmount })
    .refine((n) => (creditTopUps as readonly number[]).includes(n), moneyTexts.creditAmount),
});
export const dialoguePricingQuerySchema = z.object({ countryCode: countryCodeField });
/** Portal payment link: amount in whole rupees (spec: integer, default 10). */
export const portalPricingQuerySchema = z.object({
  amount: z.coerce
    .number({ error: moneyTexts.amountInvalid })
    .int(moneyTexts.amountInvalid)
    .min(1, moneyTexts.amountInvalid)
    .max(1_000_000, moneyTexts.amountInvalid),
  countryCode: countryCodeField,
});

/** The AI assistant's price and threshold, in millicredits (currency CREDITS). */
export const dialoguePricingSchema = z.object({
  totalAmount: minor,
  chatgptMinimumCreditThreshold: minor,
  currency: z.literal('CREDITS'),
});
export type DialoguePricing = z.infer<typeof dialoguePricingSchema>;

export const userIdParamsSchema = z.object({ userId: z.uuid() });

/** The wallet: balance in millicredits. */
export const creditAccountSchema = z.object({ balance: minor, currency: z.literal('CREDITS') });
export type CreditAccount = z.infer<typeof creditAccountSchema>;

const paymentProcessorField = z.enum(paymentProcessors);

/** POST /v2/credit. The price comes from the server's quote for `amount` credits. */
export const creditPurchaseRequestSchema = z.object({
  amount: z
    .number({ error: moneyTexts.creditAmount })
    .refine((n) => (creditTopUps as readonly number[]).includes(n), moneyTexts.creditAmount),
  paymentProcessor: paymentProcessorField,
  serviceCode: z.literal('CREDIT_PURCHASE'),
  customerId: z.uuid(),
});
export type CreditPurchaseRequest = z.infer<typeof creditPurchaseRequestSchema>;

/** The spec's {status, data}: data is the address the browser goes to next. */
export const paymentAddressSchema = z.object({
  status: z.boolean(),
  data: z.string(),
  orderId: z.string(),
  /** The payment's id, shown as the Transaction Id. */
  transactionId: z.string().nullable(),
});
export type PaymentAddress = z.infer<typeof paymentAddressSchema>;

/** GET /v1/payment/card-payments: whether a card can pay now, and through whom. */
export const cardPaymentsSchema = z.object({ cardPayments: z.enum(cardPaymentModes) });

/**
 * POST /v1/order. `amount` and `discountCoupon` (spec fields) are accepted and ignored: the total
 * is the server's quote. `reference` ties the order to the thing bought (e.g. the question id).
 */
export const orderRequestSchema = z.object({
  serviceCode: z.enum(serviceCodes),
  astrologerId: z.uuid().optional(),
  customerId: z.uuid(),
  countryCode: countryCodeField,
  paymentProcessor: paymentProcessorField,
  reference: z.string().trim().min(1).max(100).optional(),
  amount: z.unknown().optional(),
  discountCoupon: z.unknown().optional(),
});

export const orderSchema = z.object({
  orderId: z.string(),
  serviceCode: z.enum(serviceCodes),
  paymentProcessor: paymentProcessorField,
  /** Null for a portal payment link: its payer has no account. */
  customerId: z.string().nullable(),
  astrologerId: z.string().nullable(),
  reference: z.string().nullable(),
  countryCode: z.string(),
  invoice: quoteSchema,
  status: z.enum(orderStatuses),
  redirectTo: z.string().nullable(),
  /** The latest payment attempt's id (Transaction Id), if any. */
  paymentId: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderIdParamsSchema = z.object({ orderId: z.uuid() });

/** POST /v3/payment. */
export const paymentRequestSchema = z.object({
  orderId: z.uuid(),
  paymentProcessor: paymentProcessorField,
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;
/** WALLET (or a total of 0): paid now, data is where to go next; card: data is the provider's page. */
export const paymentResponseSchema = paymentAddressSchema.extend({ order: orderSchema });
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;

/**
 * PUT /v1/payment/update-payment-order (spec: orderId may be the question id, i.e. the order's
 * reference). The server asks the provider; paymentStatus is never believed.
 */
export const updatePaymentOrderRequestSchema = z.object({
  paymentTimeDate: z.string().max(40).optional(),
  paymentId: z.string().max(100).optional(),
  orderId: z.string().trim().min(1).max(100),
  paymentStatus: z.boolean().optional(),
});
export type UpdatePaymentOrderRequest = z.infer<typeof updatePaymentOrderRequestSchema>;

const pageQuery = {
  userId: z.uuid(),
  pageNumber: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(pageSizes.list),
};
/** -1 means no filter (spec); the year list runs back `yearFilterSpan` years. */
const filterField = (min: number, max: number) =>
  z.coerce
    .number()
    .int()
    .refine((n) => n === -1 || (n >= min && n <= max), moneyTexts.filterInvalid)
    .default(-1);

export const transactionsQuerySchema = z.object(pageQuery);
export const astrologerTransactionsQuerySchema = z.object({
  ...pageQuery,
  month: filterField(1, 12),
  year: filterField(2000, 2100),
});
export const userIdQuerySchema = z.object({ userId: z.uuid() });

/** The years the astrologer's filter offers: this year back `yearFilterSpan` years. */
export function filterYears(now: Date = new Date()): number[] {
  const year = now.getFullYear();
  return Array.from({ length: yearFilterSpan + 1 }, (_, i) => year - i);
}

/** A customer's payment attempt (spec Transaction); paymentAmount in minor units of currency. */
export const transactionSchema = z.object({
  orderId: z.string(),
  paymentAmount: minor,
  currency: z.literal('INR'),
  serviceCode: z.enum(serviceCodes),
  paymentProcessor: paymentProcessorField,
  transactionId: z.string(),
  paymentSuccessStatus: z.boolean(),
  /** REFUNDED: it succeeded for an order already paid and went back to the wallet. */
  paymentStatus: z.enum(transactionStatuses),
  updateTs: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** One earning of an astrologer: amount is what they earn (base − commission), in paise. */
export const earningSchema = z.object({
  orderId: z.string(),
  amount: minor,
  currency: z.literal('INR'),
  serviceCode: z.enum(serviceCodes),
  /** Who paid: the customer's name, or the client's as the astrologer wrote it (portal links). */
  customerName: z.string().nullable(),
  updateTs: z.string(),
});
export type Earning = z.infer<typeof earningSchema>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    number: z.number().int(),
    size: z.number().int(),
  });
export const transactionPageSchema = pageOf(transactionSchema);
export type TransactionPage = z.infer<typeof transactionPageSchema>;
export const earningPageSchema = pageOf(earningSchema);
export type EarningPage = z.infer<typeof earningPageSchema>;

/** How a wallet moved (ledger entry kinds of a customer's wallet). */
export const walletMoveKinds = ['GRANT', 'PURCHASE', 'DEBIT', 'HOLD', 'RELEASE', 'REFUND'] as const;
export type WalletMoveKind = (typeof walletMoveKinds)[number];

/** One movement of the customer's wallet, in millicredits; balance is the wallet right after it. */
export const statementLineSchema = z.object({
  lineId: z.string(),
  kind: z.enum(walletMoveKinds),
  /** Signed: credits in are positive, credits out negative. */
  amount: minor,
  balance: minor,
  /** The service of the order it concerns; null for a grant. */
  serviceCode: z.enum(serviceCodes).nullable(),
  orderId: z.string().nullable(),
  /** A grant's or a refund's reason. */
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;
/** The wallet's statement, newest first: the first line's balance is the wallet's balance. */
export const statementPageSchema = pageOf(statementLineSchema).extend({ balance: minor });
export type StatementPage = z.infer<typeof statementPageSchema>;

/** totalEarnings in paise; portalPayments (added) counts the paid portal payment links. */
export const transactionStatisticsSchema = z.object({
  liveChatSessions: z.number().int(),
  liveVideoCallSessions: z.number().int(),
  questionsAnswered: z.number().int(),
  portalPayments: z.number().int(),
  totalEarnings: minor,
});
export type TransactionStatistics = z.infer<typeof transactionStatisticsSchema>;

/**
 * The services an astrologer earns from, each in its own column and tile of Money Earned. AI
 * answers are the platform's own, so no astrologer earns from them.
 */
export const earningServiceCodes = [
  'OFFLINE_QUESTION',
  'LIVE_CHAT',
  'VIDEO_CALL',
  'ASTRO_PORTAL_CHAT',
] as const satisfies ReadonlyArray<(typeof serviceCodes)[number]>;
export type EarningServiceCode = (typeof earningServiceCodes)[number];
export const earningServiceLabels: Record<EarningServiceCode, string> = {
  OFFLINE_QUESTION: 'Questions answered',
  LIVE_CHAT: 'Chat sessions',
  VIDEO_CALL: 'Video sessions',
  ASTRO_PORTAL_CHAT: 'Portal payments',
};

/** How many of a service were delivered, and what the astrologer earned from them (paise). */
const serviceEarnedSchema = z.object({ count: z.number().int(), earned: minor });
export type ServiceEarned = z.infer<typeof serviceEarnedSchema>;

/**
 * One month of earnings: month 'YYYY-MM' (India time), moneyEarned in paise, the sum of the
 * services' earnings. Newest first.
 */
export const moneyEarnedItemSchema = z.object({
  month: z.string(),
  questionsAnswered: z.number().int(),
  moneyEarned: minor,
  services: z.object({
    OFFLINE_QUESTION: serviceEarnedSchema,
    LIVE_CHAT: serviceEarnedSchema,
    VIDEO_CALL: serviceEarnedSchema,
    ASTRO_PORTAL_CHAT: serviceEarnedSchema,
  }),
});
export type MoneyEarnedItem = z.infer<typeof moneyEarnedItemSchema>;
export const moneyEarnedSchema = z.array(moneyEarnedItemSchema);

// Display: the product's one way to show money (docs/pricing.md, "Shown as"). Amounts reach
// Intl.NumberFormat('en-IN') as exact decimal strings built with integer arithmetic, never as a
// float divided out of the minor units.

function splitMinor(amount: number, unit: number): { sign: string; whole: number; part: number } {
  const abs = Math.abs(amount);
  const part = abs % unit;
  return { sign: amount < 0 ? '-' : '', whole: (abs - part) / unit, part };
}

/** The exact decimal text of `amount` minor units: (-250, 100) → '-2.50'. */
function decimalText(amount: number, unit: number): `${number}` {
  const { sign, whole, part } = splitMinor(amount, unit);
  const digits = String(unit).length - 1;
  return `${sign}${whole}.${String(part).padStart(digits, '0')}` as `${number}`;
}

/** 11800 → '118.00' (paise as a decimal rupee string, as CCAvenue wants it: a wire format). */
export const formatPaise = (paise: number): string => decimalText(paise, 100);

type Formats = {
  rupees: Intl.NumberFormat;
  wholeCredits: Intl.NumberFormat;
  partCredits: Intl.NumberFormat;
};
const numberFormats = new Map<Locale, Formats>();
function formatsOf(locale: Locale): Formats {
  let formats = numberFormats.get(locale);
  if (!formats) {
    formats = {
      rupees: new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR' }),
      wholeCredits: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
      partCredits: new Intl.NumberFormat(locale, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
    };
    numberFormats.set(locale, formats);
  }
  return formats;
}

/**
 * Paise as rupees with Indian grouping, in the reader's locale (Intl puts the ₹ and its spacing):
 * 118000 → '₹1,180.00'; 1234567800 → '₹1,23,45,678.00'.
 */
export const formatRupees = (paise: number, locale: Locale = 'en-IN'): string =>
  formatsOf(locale).rupees.format(decimalText(paise, 100));

/**
 * Millicredits as a number of credits with Indian grouping: whole credits without decimals
 * (1020000 → '1,020'), a fraction with two (1020500 → '1,020.50').
 */
export function formatCredits(millicredits: number, locale: Locale = 'en-IN'): string {
  const formats = formatsOf(locale);
  const format = millicredits % 1000 === 0 ? formats.wholeCredits : formats.partCredits;
  return format.format(decimalText(millicredits, 1000));
}

/** '1,020 credits', '1 credit'. */
export function creditsText(millicredits: number): string {
  return `${formatCredits(millicredits)} ${millicredits === 1000 ? 'credit' : 'credits'}`;
}

/** What a price shown with a quote's total includes: 'incl. GST' in India, 'incl. tax' abroad. */
export const taxWords = (quote: Pick<Quote, 'intlTax'>): string =>
  quote.intlTax > 0 ? 'incl. tax' : 'incl. GST';

/** Shown where credits are bought and beside the balance. */
export const creditRateText = '1 credit = ₹1';

/** 1 credit buys ₹1 of service: 1 paisa is 10 millicredits. */
export const paiseToMillicredits = (paise: number) => paise * 10;
export const creditsToMillicredits = (credits: number) => credits * 1000;

// Payouts and refunds (docs/operations.md). Amounts in paise.

const visibleText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[^\p{Cc}]+$/u);

/** An operator records a bank transfer out of an astrologer's payable balance. */
export const payoutRequestSchema = z.object({
  astrologerId: z.uuid(),
  amount: z.number().int().min(1),
  /** The bank transfer's reference; recording the same one again answers the first payout. */
  bankReference: visibleText(100),
});
export type PayoutRequest = z.infer<typeof payoutRequestSchema>;

export const payoutSchema = z.object({
  payoutId: z.string(),
  astrologerId: z.string(),
  amount: minor,
  bankReference: z.string(),
  paidAt: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;

/** What Money Earned shows: the payable balance (may be below zero after a refund) and payouts. */
export const payoutHistorySchema = z.object({
  payable: minor,
  payouts: z.array(payoutSchema),
});
export type PayoutHistory = z.infer<typeof payoutHistorySchema>;

/** One line of the operators' payout list. */
export const payableSchema = z.object({
  astrologerId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  payable: minor,
  /** When the astrologer's bank account proof was uploaded; null: none yet. */
  bankProofUploadedAt: z.string().nullable(),
});
export type Payable = z.infer<typeof payableSchema>;

export const refundDestinations = ['WALLET', 'CARD'] as const;

/** An operator refunds an order, whole (no amount) or in part, to the wallet or the card. */
export const refundRequestSchema = z.object({
  orderId: z.uuid(),
  amount: z.number().int().min(1).optional(),
  reason: visibleText(500),
  destination: z.enum(refundDestinations),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

export const refundSchema = z.object({
  refundId: z.string(),
  orderId: z.string(),
  amount: minor,
  destination: z.enum(refundDestinations),
  reason: z.string(),
  /** What the astrologer's payable balance lost with it (paise, ≥ 0). */
  earningReversed: minor,
  providerReference: z.string().nullable(),
  createdAt: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;
