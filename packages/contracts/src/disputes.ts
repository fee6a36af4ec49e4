import { z } from 'zod';
import { maxLength, requiredText } from './common.ts';
import { serviceCodes } from './enums.ts';
import { refundDestinations } from './money.ts';

/**
 * Disputes (docs/operations.md, "Disputes"): a customer says what went wrong with a delivered
 * order; an operator reads that order's question or chat while the dispute is open, and resolves
 * it with or without a refund.
 */
export const disputeStatuses = ['OPEN', 'RESOLVED'] as const;
export type DisputeStatus = (typeof disputeStatuses)[number];
export const disputeTextMax = 1000;

export const disputeTexts = {
  reasonRequired: 'Please say what went wrong',
  resolutionRequired: 'Please say how the dispute was resolved',
  notDelivered: 'A dispute can be opened only after the astrologer has delivered the order',
  alreadyOpen: 'A dispute about this order is already open',
  notOpen: 'This dispute is no longer open',
} as const;

const disputeText = (required: string) => maxLength(requiredText(required), disputeTextMax);

export const disputeRequestSchema = z.object({
  orderId: z.uuid(),
  reason: disputeText(disputeTexts.reasonRequired),
});
export type DisputeRequest = z.infer<typeof disputeRequestSchema>;

export const disputeSchema = z.object({
  disputeId: z.string(),
  orderId: z.string(),
  status: z.enum(disputeStatuses),
  reason: z.string(),
  /** The operator's words when resolving. */
  resolution: z.string().nullable(),
  /** The refund the resolution made, if any. */
  refundId: z.string().nullable(),
  openedAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type Dispute = z.infer<typeof disputeSchema>;

/** An operator's line of the disputes list: the dispute with the order's people and amount. */
export const operatorDisputeSchema = disputeSchema.extend({
  serviceCode: z.enum(serviceCodes),
  customerId: z.string().nullable(),
  customerName: z.string().nullable(),
  astrologerId: z.string().nullable(),
  astrologerName: z.string().nullable(),
  /** The order's total, paise. */
  total: z.number().int(),
});
export type OperatorDispute = z.infer<typeof operatorDisputeSchema>;

export const disputeQuerySchema = z.object({
  status: z.enum(disputeStatuses).default('OPEN'),
});

/** One piece of a disputed order's conversation, oldest first. */
export const conversationEntrySchema = z.object({
  author: z.enum(['CUSTOMER', 'ASTROLOGER']),
  /** A question's subject; null for answers and chat messages. */
  subject: z.string().nullable(),
  text: z.string(),
  at: z.string(),
});
export type ConversationEntry = z.infer<typeof conversationEntrySchema>;

export const disputeConversationSchema = z.object({
  disputeId: z.string(),
  orderId: z.string(),
  serviceCode: z.enum(serviceCodes),
  entries: z.array(conversationEntrySchema),
});
export type DisputeConversation = z.infer<typeof disputeConversationSchema>;

export const disputeResolutionSchema = z.object({
  resolution: disputeText(disputeTexts.resolutionRequired),
  /** Without it the dispute is resolved with no refund. Amount in paise; none: what is left. */
  refund: z
    .object({
      amount: z.number().int().min(1).optional(),
      destination: z.enum(refundDestinations),
    })
    .optional(),
});
export type DisputeResolution = z.infer<typeof disputeResolutionSchema>;
