import { z } from 'zod';
import { astrologerDocumentSchema, documentKinds } from './astrologers.ts';
import { emailField, maxLength, nameField, passwordField, requiredText } from './common.ts';
import { serviceCodes } from './enums.ts';
import { messages } from './messages.ts';

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
  resubmitted: 'Your profile has been sent for review again',
  approved: 'The astrologer has been approved',
  rejected: 'The astrologer has been rejected',
  suspended: 'The astrologer has been suspended',
  operatorAdded: 'The operator has been added',
  astrologerUnavailable: 'This astrologer is not available at the moment',
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
