import type { Kysely } from 'kysely';
import {
  reviewEditDays,
  reviewEditSchema,
  reviewHideSchema,
  reviewTexts,
  type ModeratedReview,
  type OwnReview,
  type ReviewEdit,
  type ReviewPage,
  type ReviewRequest,
  type Review,
} from '@kusp/contracts';
import type { Database } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { assertStorableText } from '../../lib/text-input.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { AuditService } from '../audit/service.ts';
import type { MoneyService, Trx } from '../money/service.ts';
import type { OperatorAct } from '../money/refunds.ts';
import * as repository from './repository.ts';

const editMs = reviewEditDays * 24 * 60 * 60 * 1000;
const reviewedServices = new Set(['OFFLINE_QUESTION', 'LIVE_CHAT', 'VIDEO_CALL']);

/**
 * Ratings and reviews (docs/operations.md, "Review rules"). Every change of a review's stars or
 * visibility locks the astrologer's profile row first and then counts their visible reviews again
 * in a later statement, in the same transaction: concurrent reviews queue on that lock and each
 * count sees the ones committed before it, so the stored count and sum are always exact.
 */
export function createReviewService(deps: {
  db: Kysely<Database>;
  money: Pick<MoneyService, 'deliveredOrder' | 'getOrder'>;
  audit: AuditService;
}) {
  const { db } = deps;

  /** The caller's own delivered order of a reviewed service; 404 for anyone else's. */
  async function ownOrder(trx: Kysely<Database>, caller: Caller, orderId: string) {
    const order = await deps.money.getOrder(trx, orderId);
    if (!order || order.customerId !== caller.userId || !reviewedServices.has(order.serviceCode))
      throw notFound();
    return order;
  }

  async function withCount(trx: Trx, astrologerId: string, change: () => Promise<void>) {
    await repository.lockProfile(trx, astrologerId);
    await change();
    await repository.recount(trx, astrologerId);
  }

  const service = {
    /**
     * The customer rates a delivered order of theirs, once. Refused: another's order or one that is
     * not a question, chat or call (404), one not delivered yet (409), a second review (409), and
     * an astrologer reviewing themselves (the route is customers' only; the database refuses too).
     */
    async create(caller: Caller, request: ReviewRequest & { text: string }): Promise<Review> {
      return db.transaction().execute(async (trx) => {
        const order = await ownOrder(trx, caller, request.orderId);
        const delivered = await deps.money.deliveredOrder(trx, order.orderId);
        if (!delivered?.astrologerId)
          throw new HttpError('STATE_CONFLICT', reviewTexts.notDelivered);
        const astrologerId = delivered.astrologerId;
        if (astrologerId === caller.userId) throw notFound();
        let id: string | undefined;
        await withCount(trx, astrologerId, async () => {
          id = await repository.insert(trx, {
            order_id: order.orderId,
            astrologer_id: astrologerId,
            customer_id: caller.userId,
            rating: request.rating,
            text: request.text,
          });
        });
        if (!id) throw new HttpError('ALREADY_EXISTS', reviewTexts.alreadyReviewed);
        return repository.toReview((await repository.find(trx, id))!);
      });
    },

    /** The customer changes stars or text within reviewEditDays of writing it. */
    async edit(caller: Caller, reviewId: string, edit: ReviewEdit): Promise<Review> {
      const { rating, text } = reviewEditSchema.parse(edit);
      return db.transaction().execute(async (trx) => {
        const review = await repository.find(trx, reviewId);
        if (!review || review.customer_id !== caller.userId) throw notFound();
        if (Date.now() > review.created_at.getTime() + editMs)
          throw new HttpError('STATE_CONFLICT', reviewTexts.editClosed);
        await withCount(trx, review.astrologer_id, () =>
          repository.update(trx, reviewId, { rating, text, edited_at: new Date() }),
        );
        return repository.toReview((await repository.find(trx, reviewId))!);
      });
    },

    /** The reviewed astrologer answers once; a second reply is refused (409). */
    async reply(caller: Caller, reviewId: string, text: string): Promise<Review> {
      return db.transaction().execute(async (trx) => {
        const review = await repository.find(trx, reviewId);
        if (!review || review.astrologer_id !== caller.userId || review.hidden_at) throw notFound();
        if (!(await repository.setReply(trx, reviewId, text)))
          throw new HttpError('ALREADY_EXISTS', reviewTexts.alreadyReplied);
        return repository.toReview((await repository.find(trx, reviewId))!);
      });
    },

    /** Anyone signed in flags a visible review for the operators; again changes nothing. */
    async report(caller: Caller, reviewId: string, reason: string): Promise<void> {
      const review = await repository.find(db, reviewId);
      if (!review || review.hidden_at) throw notFound();
      await repository.report(db, reviewId, caller.userId, reason);
    },

    /** The customer's review of their order, and whether they may write one. */
    async own(caller: Caller, orderId: string): Promise<OwnReview> {
      const order = await ownOrder(db, caller, orderId);
      const review = await repository.findByOrder(db, order.orderId);
      const until = review ? review.created_at.getTime() + editMs : null;
      return {
        editable: until !== null && Date.now() <= until,
        reviewable: !review && (await deps.money.deliveredOrder(db, order.orderId)) !== null,
        review: review ? repository.toReview(review) : null,
        editableUntil: review ? new Date(review.created_at.getTime() + editMs).toISOString() : null,
      };
    },

    /** The astrologer's visible reviews, newest first, with the average and the distribution. */
    async page(astrologerId: string, pageNumber: number, pageSize: number): Promise<ReviewPage> {
      const summary = await repository.summary(db, astrologerId);
      if (!summary) throw notFound();
      const rows = await repository.visiblePage(db, astrologerId, pageNumber, pageSize);
      return {
        ...summary,
        content: rows.map(repository.toReview),
        totalElements: summary.reviewCount,
        totalPages: Math.ceil(summary.reviewCount / pageSize),
        number: pageNumber,
        size: pageSize,
      };
    },

    /**
     * An operator hides a review with a reason: it leaves the page and the average, in one
     * transaction with its audit record. Hiding a hidden review changes nothing and records nothing.
     */
    async hide(trx: Trx, act: OperatorAct, reviewId: string, reason: string): Promise<void> {
      assertStorableText({ reviewId, reason }, 'body');
      const parsed = reviewHideSchema.parse({ reason });
      const review = await repository.find(trx, reviewId);
      if (!review) throw notFound();
      if (review.hidden_at) return;
      await withCount(trx, review.astrologer_id, () =>
        repository.update(trx, reviewId, {
          hidden_at: new Date(),
          hidden_reason: parsed.reason,
          hidden_by: act.actor.userId,
        }),
      );
      await deps.audit.record(trx, {
        actor: act.actor,
        action: 'review.hidden',
        recordType: 'review',
        recordId: reviewId,
        before: { hidden: false },
        after: { hidden: true, reason: parsed.reason },
        address: act.address,
      });
    },

    /** For operators: reviews someone reported, the most reported first. */
    reported: (reader: Kysely<Database> = db): Promise<ModeratedReview[]> =>
      repository.reported(reader),
  };
  return service;
}

export type ReviewService = ReturnType<typeof createReviewService>;
