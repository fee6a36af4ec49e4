import { z } from 'zod';
import { pageSizes } from './constants.ts';
import { maxLength } from './common.ts';
import { serviceCodes } from './enums.ts';

/** How long after writing it a customer may change their review. */
export const reviewEditDays = 7;
export const reviewTextMax = 1000;
export const reviewReportMax = 500;

/** Texts the spec leaves to us (docs/operations.md, "Review rules"). */
export const reviewTexts = {
  ratingRequired: 'Please choose a rating from 1 to 5 stars',
  notDelivered: 'You can review this only after the astrologer has delivered it',
  alreadyReviewed: 'You have already reviewed this order',
  editClosed: `A review can be changed for ${reviewEditDays} days after it was written`,
  alreadyReplied: 'You have already replied to this review',
  replyRequired: 'Please write your reply',
  reasonRequired: 'Please give a reason',
} as const;

const rating = z
  .number({ error: reviewTexts.ratingRequired })
  .int(reviewTexts.ratingRequired)
  .min(1, reviewTexts.ratingRequired)
  .max(5, reviewTexts.ratingRequired);
/** Plain text, kept as typed (the screens print it as text, never as HTML). */
const reviewText = maxLength(z.string(), reviewTextMax).trim().default('');

export const reviewEditSchema = z.object({ rating, text: reviewText });
export type ReviewEdit = z.input<typeof reviewEditSchema>;
export const reviewRequestSchema = reviewEditSchema.extend({ orderId: z.uuid() });
export type ReviewRequest = z.input<typeof reviewRequestSchema>;

export const reviewReplySchema = z.object({
  text: maxLength(z.string(), reviewTextMax).trim().min(1, reviewTexts.replyRequired),
});
export const reviewReportSchema = z.object({
  reason: maxLength(z.string(), reviewReportMax).trim().default(''),
});
/** An operator hides a review; the reason is kept with it and in the audit record. */
export const reviewHideSchema = z.object({
  reason: maxLength(z.string(), reviewReportMax).trim().min(1, reviewTexts.reasonRequired),
});

/** A review as anyone may read it: the customer shows as a first name and an initial. */
export const reviewSchema = z.object({
  reviewId: z.string(),
  astrologerId: z.string(),
  customerName: z.string(),
  serviceCode: z.enum(serviceCodes),
  rating: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** The customer's own review of an order, with what they may still do. */
export const ownReviewSchema = z.object({
  /** The order was delivered (question answered, session ended) and is the caller's. */
  reviewable: z.boolean(),
  review: reviewSchema.nullable(),
  /** The review may still be changed (its first 7 days). */
  editable: z.boolean(),
  /** Until when the review may be changed; null without a review. */
  editableUntil: z.string().nullable(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** Visible reviews only: averageRating = the sum of their stars ÷ their count (null: none). */
export const ratingSummarySchema = z.object({
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** How many visible reviews gave 1, 2, 3, 4 and 5 stars (index 0 is 1 star). */
  distribution: z.array(z.number().int()).length(5),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const reviewPageSchema = ratingSummarySchema.extend({
  content: z.array(reviewSchema),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
  /** Zero-based page number. */
  number: z.number().int(),
  size: z.number().int(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

export const reviewPageQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(0).max(10_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(50).default(pageSizes.list),
});

/** An operator's view of a reported or hidden review. */
export const moderatedReviewSchema = reviewSchema.extend({
  orderId: z.string(),
  customerId: z.string(),
  reportCount: z.number().int(),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
});
export type ModeratedReview = z.infer<typeof moderatedReviewSchema>;
