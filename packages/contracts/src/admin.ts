import { z } from 'zod';
import { astrologerDocumentSchema, documentKinds } from './astrologers.ts';
import { emailField, maxLength, nameField, passwordField, requiredText } from './common.ts';
import { disputeSchema } from './disputes.ts';
import { orderStatuses, paymentProcessors, paymentStatuses, serviceCodes } from './enums.ts';
import { messages } from './messages.ts';
import {
  idempotencyKeyHeader,
  moneyTexts,
  payoutRequestSchema,
  refundRequestSchema,
  refundSchema,
} from './money.ts';

/**
 * Where an astrologer stands with the operators (docs/operations.md, KYC): only APPROVED ones are
 * listed and can be asked, chatted with or called.
 */
export const reviewStatuses = ['PENDING_REVIEW', 'APPROVED', 'REJECTED', 'SUSPENDED'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** Texts of the operator console and the astrologer's review banner. */
export const adminTexts = {
  reasonRequired: 'Please give a reason',
  reasonTooLong: 'At most 500 characters are allowed',
  notPending: 'This astrologer is not waiting for a review',
  notApproved: 'Only an approved astrologer can be suspended',
  notRejected: 'Only a rejected profile can be sent for review again',
  approved: 'The astrologer has been approved',
  rejected: 'The astrologer has been rejected',
  suspended: 'The astrologer has been suspended',
  astrologerUnavailable: 'This astrologer is not available at the moment',
  reviewHidden: 'The review has been hidden',
  amountInvalid: 'Please enter an amount in rupees, such as 400 or 400.50',
} as const;

/** The documents an astrologer needs before the operators can approve them. */
export const requiredDocuments = ['PAN_CARD', 'BANK_ACCOUNT_PROOF'] as const;

/** The astrologer's own review state: the banner on their pages. */
export const astrologerReviewSchema = z.object({
  status: z.enum(reviewStatuses),
  /** The operator's reason for a rejection or suspension. */
  reason: z.string().nullable(),
  missingDocuments: z.array(z.enum(documentKinds)),
});
export type AstrologerReview = z.infer<typeof astrologerReviewSchema>;

export const reviewReasonSchema = z.object({
  reason: maxLength(requiredText(adminTexts.reasonRequired), 500, adminTexts.reasonTooLong),
});
export type ReviewReason = z.infer<typeof reviewReasonSchema>;

export const reviewQueueQuerySchema = z.object({
  status: z.enum(reviewStatuses).default('PENDING_REVIEW'),
});

export const reviewQueueItemSchema = z.object({
  astrologerId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: z.enum(reviewStatuses),
  reason: z.string().nullable(),
  registeredAt: z.string(),
  documents: z.array(astrologerDocumentSchema),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;

const amountByService = z.object({ serviceCode: z.enum(serviceCodes), amount: z.number() });

/** Amounts in paise. */
export const adminDashboardSchema = z.object({
  ordersToday: z.number(),
  ordersThisMonth: z.number(),
  revenueToday: z.array(amountByService),
  revenueThisMonth: z.array(amountByService),
  pendingReviews: z.number(),
  openDisputes: z.number(),
  /** Astrologers with a payable balance above zero, and the sum of those balances (paise). */
  payoutsDue: z.object({ astrologers: z.number(), amount: z.number() }),
  /** The last 90 days, oldest first, every day present (0 when nothing was paid). */
  revenueByDay: z.array(z.object({ date: z.string(), amount: z.number() })),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const auditQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
  action: z.string().trim().max(100).optional(),
  recordId: z.string().trim().max(100).optional(),
  actorId: z.uuid().optional(),
});
export type AuditQuery = Partial<z.output<typeof auditQuerySchema>>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  actorRole: z.string().nullable(),
  action: z.string(),
  recordType: z.string(),
  recordId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  address: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number(),
  page: z.number(),
  size: z.number(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const newOperatorSchema = z.object({
  firstName: nameField(messages.name.firstRequired, messages.name.firstInvalid),
  lastName: nameField(messages.name.lastRequired, messages.name.lastInvalid),
  email: emailField(messages.email.required, messages.email.format),
  password: passwordField(),
});
export type NewOperator = z.infer<typeof newOperatorSchema>;

export const operatorSchema = z.object({
  id: z.string(),
  loginId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type Operator = z.infer<typeof operatorSchema>;

// Orders and refunds (docs/operations.md, "Refunds"). Amounts in paise, wallet lines in millicredits.

export const orderSearchQuerySchema = z.object({
  /** An order id, a customer's or astrologer's id, or their e-mail or username. */
  q: z.string().trim().min(1).max(200),
});

export const operatorOrderSchema = z.object({
  orderId: z.string(),
  serviceCode: z.enum(serviceCodes),
  status: z.enum(orderStatuses),
  paymentProcessor: z.enum(paymentProcessors),
  total: z.number().int(),
  customerId: z.string().nullable(),
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  astrologerId: z.string().nullable(),
  astrologerName: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type OperatorOrder = z.infer<typeof operatorOrderSchema>;

export const orderLedgerLineSchema = z.object({
  entryId: z.string(),
  /** Whose account: the customer's WALLET (millicredits) or the astrologer's EARNINGS (paise). */
  account: z.enum(['WALLET', 'EARNINGS']),
  userId: z.string(),
  kind: z.string(),
  amount: z.number().int(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderLedgerLine = z.infer<typeof orderLedgerLineSchema>;

export const orderPaymentSchema = z.object({
  paymentId: z.string(),
  processor: z.enum(paymentProcessors),
  status: z.enum(paymentStatuses),
  amount: z.number().int(),
  providerReference: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const orderRecordSchema = z.object({
  order: operatorOrderSchema,
  /** What may still be refunded (paise): 0 unless the order is PAID. */
  refundable: z.number().int(),
  /** A card payment took the order's money: a refund may go back to the card. */
  cardRefundable: z.boolean(),
  ledger: z.array(orderLedgerLineSchema),
  payments: z.array(orderPaymentSchema),
  refunds: z.array(refundSchema),
  disputes: z.array(disputeSchema),
});
export type OrderRecord = z.infer<typeof orderRecordSchema>;

/** An operator's refund of the order in the address: whole (no amount) or part, with a reason. */
export const operatorRefundSchema = refundRequestSchema.omit({ orderId: true });
export type OperatorRefund = z.infer<typeof operatorRefundSchema>;

/** The console's money-moving routes need an Idempotency-Key: a retry or a double click acts once. */
export const idempotencyKeyHeadersSchema = z.object({
  [idempotencyKeyHeader]: z
    .string({ error: moneyTexts.idempotencyKeyInvalid })
    .min(1, moneyTexts.idempotencyKeyInvalid)
    .max(200, moneyTexts.idempotencyKeyInvalid)
    .regex(/^[\x21-\x7e]+$/, moneyTexts.idempotencyKeyInvalid),
});

/** An amount the operator types in rupees ("400" or "400.50"), as paise. */
export const rupeesAmountField = maxLength(z.string().trim(), 12, adminTexts.amountInvalid)
  .regex(/^\d{1,9}(?:\.\d{1,2})?$/, adminTexts.amountInvalid)
  .transform((text) => {
    const [rupees = '0', paise = ''] = text.split('.');
    return Number(rupees) * 100 + Number(paise.padEnd(2, '0'));
  })
  .pipe(z.number().int().min(1, adminTexts.amountInvalid));

/** The payout screen's form: the amount in rupees and the bank transfer's reference. */
export const payoutFormSchema = z.object({
  amount: rupeesAmountField,
  bankReference: payoutRequestSchema.shape.bankReference,
});
export type PayoutForm = z.input<typeof payoutFormSchema>;

/** The refund form: an amount in rupees (empty: all that is left), the reason, where it goes. */
export const refundFormSchema = operatorRefundSchema.extend({
  amount: z.union([z.literal('').transform(() => undefined), rupeesAmountField]),
});
export type RefundForm = z.input<typeof refundFormSchema>;
