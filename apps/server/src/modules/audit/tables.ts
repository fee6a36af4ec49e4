import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Snapshot = JSONColumnType<Record<string, unknown> | null, string | null, never>;

/**
 * One audited act (modules/audit): who, from which address, did what to which record, with the
 * record's relevant fields before and after. Rows are only ever added (a trigger refuses the rest).
 */
export interface AuditLogTable {
  id: Generated<string>;
  at: Generated<Date>;
  /** The account that acted; null for the system (a scheduled job). */
  actor_id: string | null;
  actor_role: string | null;
  /** `<record type>.<what happened>`, e.g. `external_customer.email_changed`. */
  action: string;
  record_type: string;
  record_id: string;
  before: Snapshot;
  after: Snapshot;
  address: ColumnType<string | null, string | null, never>;
}

export interface AuditTables {
  audit_log: AuditLogTable;
}
