import { sql, type Kysely } from 'kysely';

// The operator role, and verified astrologers (docs/operations.md): a profile starts PENDING_REVIEW and only an APPROVED
// one is listed or can be paid for. Every astrologer who existed before this (the demo ones too)
// was already listed and taking work, so they start APPROVED. The reason is the operator's, for a
// rejection or a suspension; reviewed_at is when the status last changed.
const statements = [
  // Operators (ADMIN) are accounts of their own role.
  sql`alter table users drop constraint users_role_check`,
  sql`alter table users add constraint users_role_check
    check (role in ('kusp_basic_user', 'kusp_astrologer_user', 'kusp_admin_user'))`,
  sql`alter table astrologer_profiles add column review_status text not null default 'PENDING_REVIEW'
    check (review_status in ('PENDING_REVIEW', 'APPROVED', 'REJECTED', 'SUSPENDED'))`,
  sql`alter table astrologer_profiles add column review_reason text`,
  sql`alter table astrologer_profiles add column reviewed_at timestamptz`,
  sql`update astrologer_profiles set review_status = 'APPROVED', reviewed_at = now()`,
  sql`create index astrologer_profiles_review on astrologer_profiles (review_status)`,
  sql`create index audit_log_at on audit_log (at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`drop index audit_log_at`,
    sql`alter table astrologer_profiles drop column reviewed_at`,
    sql`alter table astrologer_profiles drop column review_reason`,
    sql`alter table astrologer_profiles drop column review_status`,
    sql`delete from users where role = 'kusp_admin_user'`,
    sql`alter table users drop constraint users_role_check`,
    sql`alter table users add constraint users_role_check
      check (role in ('kusp_basic_user', 'kusp_astrologer_user'))`,
  ])
    await statement.execute(db);
}
