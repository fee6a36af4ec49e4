import type { Kysely, Transaction } from 'kysely';
import type { ReviewStatus } from '@kusp/contracts';
import type { Database } from '../../db/schema.ts';

export type Executor = Kysely<Database> | Transaction<Database>;

/** The review fields an operator's decision changes, as the audit record shows them. */
export function lockReview(trx: Executor, astrologerId: string) {
  return trx
    .selectFrom('astrologer_profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.review_status', 'p.review_reason', 'u.email', 'u.first_name', 'u.language'])
    .where('p.user_id', '=', astrologerId)
    .forUpdate('p')
    .executeTakeFirst();
}

export async function setReview(
  trx: Executor,
  astrologerId: string,
  status: ReviewStatus,
  reason: string | null,
) {
  await trx
    .updateTable('astrologer_profiles')
    .set({ review_status: status, review_reason: reason, reviewed_at: new Date() })
    .where('user_id', '=', astrologerId)
    .execute();
}

export function listByReview(db: Kysely<Database>, status: ReviewStatus) {
  return db
    .selectFrom('astrologer_profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select([
      'p.user_id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.created_at',
      'p.review_status',
      'p.review_reason',
    ])
    .where('p.review_status', '=', status)
    .orderBy('u.created_at')
    .orderBy('p.user_id')
    .limit(200)
    .execute();
}

export function countByReview(db: Kysely<Database>, status: ReviewStatus) {
  return db
    .selectFrom('astrologer_profiles')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('review_status', '=', status)
    .executeTakeFirstOrThrow();
}

export function listOperators(db: Kysely<Database>, role: string) {
  return db
    .selectFrom('users')
    .select(['id', 'login_id', 'first_name', 'last_name', 'email', 'created_at'])
    .where('role', '=', role as never)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export interface AuditFilter {
  action?: string | undefined;
  recordId?: string | undefined;
  actorId?: string | undefined;
}

function filtered(db: Kysely<Database>, filter: AuditFilter) {
  return db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .where((eb) =>
      eb.and([
        ...(filter.action ? [eb('a.action', '=', filter.action)] : []),
        ...(filter.recordId ? [eb('a.record_id', '=', filter.recordId)] : []),
        ...(filter.actorId ? [eb('a.actor_id', '=', filter.actorId)] : []),
      ]),
    );
}

/** Newest first. */
export async function auditPage(
  db: Kysely<Database>,
  filter: AuditFilter,
  page: number,
  size: number,
) {
  const rows = await filtered(db, filter)
    .select([
      'a.id',
      'a.at',
      'a.actor_id',
      'a.actor_role',
      'a.action',
      'a.record_type',
      'a.record_id',
      'a.before',
      'a.after',
      'a.address',
      'u.first_name',
      'u.last_name',
    ])
    .orderBy('a.at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(size)
    .offset(page * size)
    .execute();
  const { total } = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}
