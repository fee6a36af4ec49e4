import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  accountMessages,
  adminTexts,
  businessTimeZone,
  serverRoles,
  type AdminDashboard,
  type AuditPage,
  type Dispute,
  type DisputeConversation,
  type DisputeResolution,
  type DisputeStatus,
  type ModeratedReview,
  type OperatorDispute,
  type OperatorOrder,
  type OperatorRefund,
  type OrderRecord,
  type Payable,
  type Payout,
  type PayoutRequest,
  type Refund,
  type NewOperator,
  type Operator,
  type ReviewQueueItem,
  type ReviewStatus,
  type ServiceCode,
} from '@kusp/contracts';
import type { Database } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { findUserByLogin } from '../accounts/repository.ts';
import { findOwnDocument, listDocuments } from '../astrologers/documents.ts';
import type { AuditService } from '../audit/service.ts';
import type { DisputeService } from '../disputes/service.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { OperatorAct } from '../money/refunds.ts';
import type { MoneyService } from '../money/service.ts';
import type { ReviewService } from '../reviews/service.ts';
import { reviewMail } from './mail.ts';
import * as repository from './repository.ts';

/** An operator acting, as the audit record names them. */
export interface Actor {
  userId: string;
  role: string;
  /** request.ip */
  address: string;
}

export interface OperatorService {
  dashboard(): Promise<AdminDashboard>;
  reviewQueue(status: ReviewStatus): Promise<ReviewQueueItem[]>;
  /** One of an astrologer's documents, for an operator to look at (the look is audited). */
  viewDocument(
    actor: Actor,
    astrologerId: string,
    documentId: string,
  ): Promise<{ path: string; file_name: string; content_type: string }>;
  approve(actor: Actor, astrologerId: string): Promise<void>;
  reject(actor: Actor, astrologerId: string, reason: string): Promise<void>;
  suspend(actor: Actor, astrologerId: string, reason: string): Promise<void>;
  listOperators(): Promise<Operator[]>;
  addOperator(actor: Actor | null, body: NewOperator): Promise<Operator>;
  auditPage(filter: repository.AuditFilter, page: number, size: number): Promise<AuditPage>;

  /** Reported reviews, the most reported first (hidden ones too, marked). */
  reportedReviews(): Promise<ModeratedReview[]>;
  hideReview(actor: Actor, reviewId: string, reason: string): Promise<void>;

  payables(): Promise<Payable[]>;
  pendingPayoutsCsv(): Promise<string>;
  /** In the route's idempotent transaction. */
  recordPayout(trx: Trx, actor: Actor, request: PayoutRequest): Promise<Payout>;

  findOrders(query: string): Promise<OperatorOrder[]>;
  orderRecord(orderId: string): Promise<OrderRecord>;
  /** In the route's idempotent transaction; `key` is its Idempotency-Key. */
  refundOrder(
    trx: Trx,
    actor: Actor,
    orderId: string,
    refund: OperatorRefund,
    key: string,
  ): Promise<Refund>;

  disputes(status: DisputeStatus): Promise<OperatorDispute[]>;
  /** The disputed order's question or chat, only while the dispute is open (audited). */
  disputeConversation(actor: Actor, disputeId: string): Promise<DisputeConversation>;
  /** In the route's idempotent transaction; `key` is its Idempotency-Key (for the refund). */
  resolveDispute(
    trx: Trx,
    actor: Actor,
    disputeId: string,
    resolution: DisputeResolution,
    key: string,
  ): Promise<Dispute>;
}

type Trx = Transaction<Database>;

/** The other modules' audited actions take the actor this way. */
const actOf = (actor: Actor): OperatorAct => ({
  actor: { userId: actor.userId, role: actor.role },
  address: actor.address,
});

/** Which decision may follow which status (docs/operations.md, KYC). */
const decisions = {
  approve: {
    from: ['PENDING_REVIEW', 'SUSPENDED'],
    to: 'APPROVED',
    refusal: adminTexts.notPending,
  },
  reject: { from: ['PENDING_REVIEW'], to: 'REJECTED', refusal: adminTexts.notPending },
  suspend: { from: ['APPROVED'], to: 'SUSPENDED', refusal: adminTexts.notApproved },
} as const satisfies Record<
  string,
  { from: readonly ReviewStatus[]; to: ReviewStatus; refusal: string }
>;

const iso = (date: Date) => new Date(date).toISOString();
const toOperator = (row: Awaited<ReturnType<typeof repository.listOperators>>[number]) => ({
  id: row.id,
  loginId: row.login_id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  createdAt: iso(row.created_at),
});

export function createOperatorService(deps: {
  db: Kysely<Database>;
  audit: AuditService;
  money: Pick<
    MoneyService,
    | 'revenueSince'
    | 'paidOrdersSince'
    | 'payables'
    | 'pendingPayoutsCsv'
    | 'recordPayout'
    | 'findOrders'
    | 'orderRecord'
    | 'refundOrder'
  >;
  reviews: Pick<ReviewService, 'hide' | 'reported'>;
  disputes: Pick<DisputeService, 'list' | 'countOpen' | 'ofOrder' | 'conversation' | 'resolve'>;
  mailer: Mailer;
  dataDir: string;
  onMailFailure: (error: unknown) => void;
}): OperatorService {
  const { db } = deps;

  /**
   * Every operator action: the change and its one audit record in one transaction, so the record
   * exists exactly when the change committed (docs/operations.md, the audit record).
   */
  function act<T>(
    actor: Actor | null,
    what: { action: string; recordType: string; recordId: string },
    change: (trx: Trx) => Promise<{
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
      result: T;
    }>,
  ): Promise<T> {
    return db.transaction().execute(async (trx) => {
      const { before, after, result } = await change(trx);
      await deps.audit.record(trx, {
        ...what,
        actor: actor && { userId: actor.userId, role: actor.role },
        before,
        after,
        address: actor?.address ?? null,
      });
      return result;
    });
  }

  async function decide(
    actor: Actor,
    astrologerId: string,
    decision: keyof typeof decisions,
    reason: string | null,
  ) {
    const { from, to, refusal } = decisions[decision];
    const astrologer = await act(
      actor,
      {
        action: `astrologer.${to.toLowerCase()}`,
        recordType: 'astrologer',
        recordId: astrologerId,
      },
      async (trx) => {
        const row = await repository.lockReview(trx, astrologerId);
        if (!row) throw notFound();
        if (!(from as readonly ReviewStatus[]).includes(row.review_status))
          throw new HttpError('STATE_CONFLICT', refusal);
        await repository.setReview(trx, astrologerId, to, reason);
        return {
          before: { status: row.review_status, reason: row.review_reason },
          after: { status: to, reason },
          result: row,
        };
      },
    );
    // After the commit: a mail that fails does not undo the decision.
    const mail = reviewMail(astrologer.first_name, to, reason, astrologer.language);
    if (mail) await deps.mailer.send(astrologer.email, mail).catch(deps.onMailFailure);
  }

  return {
    async dashboard() {
      const { rows } = await sql<{ today: Date; month: Date; first_day: Date }>`select
        date_trunc('day', now() at time zone ${businessTimeZone}) at time zone ${businessTimeZone} as today,
        date_trunc('month', now() at time zone ${businessTimeZone}) at time zone ${businessTimeZone} as month,
        (date_trunc('day', now() at time zone ${businessTimeZone}) - interval '89 days') at time zone ${businessTimeZone} as first_day`.execute(
        db,
      );
      const { today, month, first_day: firstDay } = rows[0]!;
      const since = new Date(Math.min(new Date(month).getTime(), new Date(firstDay).getTime()));
      const lines = await deps.money.revenueSince(db, since);
      const dayOf = (date: Date) =>
        new Intl.DateTimeFormat('en-CA', { timeZone: businessTimeZone }).format(new Date(date));
      const byService = (from: string) => {
        const totals = new Map<ServiceCode, number>();
        for (const line of lines)
          if (line.date >= from)
            totals.set(line.serviceCode, (totals.get(line.serviceCode) ?? 0) + line.amount);
        return [...totals].map(([serviceCode, amount]) => ({ serviceCode, amount }));
      };
      const days = Array.from({ length: 90 }, (_, i) =>
        dayOf(new Date(new Date(firstDay).getTime() + (i * 24 + 12) * 3_600_000)),
      );
      const perDay = new Map(days.map((date) => [date, 0]));
      for (const line of lines)
        if (perDay.has(line.date)) perDay.set(line.date, perDay.get(line.date)! + line.amount);
      return {
        ordersToday: await deps.money.paidOrdersSince(db, new Date(today)),
        ordersThisMonth: await deps.money.paidOrdersSince(db, new Date(month)),
        revenueToday: byService(dayOf(today)),
        revenueThisMonth: byService(dayOf(month)),
        pendingReviews: Number((await repository.countByReview(db, 'PENDING_REVIEW')).count),
        openDisputes: await deps.disputes.countOpen(db),
        payoutsDue: payoutsDue(await deps.money.payables(db)),
        revenueByDay: [...perDay].map(([date, amount]) => ({ date, amount })),
      };
    },

    async reviewQueue(status) {
      const rows = await repository.listByReview(db, status);
      return Promise.all(
        rows.map(async (row) => ({
          astrologerId: row.user_id,
          firstName: row.first_name,
          lastName: row.last_name,
          email: row.email,
          status: row.review_status,
          reason: row.review_reason,
          registeredAt: iso(row.created_at),
          documents: await listDocuments(db, row.user_id),
        })),
      );
    },

    async viewDocument(actor, astrologerId, documentId) {
      const document = await findOwnDocument(db, deps.dataDir, astrologerId, documentId);
      await act(
        actor,
        {
          action: 'astrologer_document.viewed',
          recordType: 'astrologer_document',
          recordId: documentId,
        },
        async () => ({ before: null, after: { astrologerId }, result: undefined }),
      );
      return document;
    },

    approve: (actor, astrologerId) => decide(actor, astrologerId, 'approve', null),
    reject: (actor, astrologerId, reason) => decide(actor, astrologerId, 'reject', reason),
    suspend: (actor, astrologerId, reason) => decide(actor, astrologerId, 'suspend', reason),

    async listOperators() {
      return (await repository.listOperators(db, serverRoles.operator)).map(toOperator);
    },

    async addOperator(actor, body) {
      const email = body.email.toLowerCase();
      const taken = () =>
        new HttpError('ALREADY_EXISTS', accountMessages.emailTaken, {
          email: accountMessages.emailTaken,
        });
      if (await findUserByLogin(db, email)) throw taken();
      const passwordHash = await hashPassword(body.password);
      const id = randomUUID();
      const added = act(
        actor,
        { action: 'operator.added', recordType: 'user', recordId: id },
        async (trx) => {
          const row = await trx
            .insertInto('users')
            .values({
              id,
              login_id: email,
              email,
              first_name: body.firstName,
              last_name: body.lastName,
              password_hash: passwordHash,
              role: serverRoles.operator,
            })
            .returning(['id', 'login_id', 'first_name', 'last_name', 'email', 'created_at'])
            .executeTakeFirstOrThrow();
          return {
            before: null,
            after: { email, firstName: body.firstName, lastName: body.lastName },
            result: toOperator(row),
          };
        },
      );
      // A parallel add of the same e-mail meets the unique index: the same answer as the check above.
      return added.catch((error: unknown) => {
        throw error instanceof Error && /users_(email|login_id)_unique/.test(error.message)
          ? taken()
          : error;
      });
    },

    async auditPage(filter, page, size) {
      const { rows, total } = await repository.auditPage(db, filter, page, size);
      return {
        entries: rows.map((row) => ({
          id: row.id,
          at: iso(row.at),
          actorId: row.actor_id,
          actorName:
            row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
          actorRole: row.actor_role,
          action: row.action,
          recordType: row.record_type,
          recordId: row.record_id,
          before: row.before,
          after: row.after,
          address: row.address,
        })),
        total,
        page,
        size,
      };
    },

    reportedReviews: () => deps.reviews.reported(db),
    hideReview: (actor, reviewId, reason) =>
      db.transaction().execute((trx) => deps.reviews.hide(trx, actOf(actor), reviewId, reason)),

    payables: () => deps.money.payables(db),
    pendingPayoutsCsv: () => deps.money.pendingPayoutsCsv(db),
    recordPayout: (trx, actor, request) => deps.money.recordPayout(trx, actOf(actor), request),

    findOrders: (query) => deps.money.findOrders(db, query),
    async orderRecord(orderId) {
      const record = await deps.money.orderRecord(db, orderId);
      return { ...record, disputes: await deps.disputes.ofOrder(db, orderId) };
    },
    refundOrder: (trx, actor, orderId, refund, key) =>
      deps.money.refundOrder(trx, actOf(actor), { ...refund, orderId }, key),

    disputes: (status) => deps.disputes.list(db, status),
    disputeConversation: (actor, disputeId) =>
      db.transaction().execute((trx) => deps.disputes.conversation(trx, actOf(actor), disputeId)),
    resolveDispute: (trx, actor, disputeId, resolution, key) =>
      deps.disputes.resolve(trx, actOf(actor), disputeId, resolution, key),
  };
}

function payoutsDue(payables: Payable[]) {
  return {
    astrologers: payables.length,
    amount: payables.reduce((sum, payable) => sum + payable.payable, 0),
  };
}
