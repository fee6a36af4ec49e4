import { sql, type Kysely } from 'kysely';

// The audit trail (docs/security.md, "Audit trail"): one row per audited act, written in the act's
// own transaction, so an act that rolls back leaves none. The rows are evidence: the database
// itself refuses to change or remove them (a trigger on UPDATE, DELETE and TRUNCATE), whatever
// the application does. No foreign keys: a row outlives the account and the record it names.
const statements = [
  sql`create table audit_log (
    id uuid primary key default gen_random_uuid(),
    at timestamptz not null default now(),
    actor_id uuid,
    actor_role text,
    action text not null,
    record_type text not null,
    record_id text not null,
    before jsonb,
    after jsonb,
    address text
  )`,
  sql`create index audit_log_record on audit_log (record_type, record_id, at)`,
  sql`create index audit_log_actor on audit_log (actor_id, at)`,
  sql`create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only: % refused', tg_op
        using errcode = 'insufficient_privilege';
    end $$`,
  sql`create trigger audit_log_no_update before update on audit_log
    for each row execute function audit_log_append_only()`,
  sql`create trigger audit_log_no_delete before delete on audit_log
    for each row execute function audit_log_append_only()`,
  sql`create trigger audit_log_no_truncate before truncate on audit_log
    for each statement execute function audit_log_append_only()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [sql`drop table audit_log`, sql`drop function audit_log_append_only()`])
    await statement.execute(db);
}
