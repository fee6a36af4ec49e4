import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** What an audited act leaves behind; see AuditLogTable for each field. */
export interface AuditEntry {
  /** Who acted: a signed-in account (its id and role), or null for the system. */
  actor: { userId: string; role: string } | null;
  action: string;
  recordType: string;
  recordId: string;
  /** The fields the act changed, as they were and as they are; null where there was or is none. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** The client's address as the server believes it (request.ip). */
  address: string | null;
}

export interface AuditService {
  /**
   * Adds the entry in the act's own transaction: it exists exactly when the act committed. Only a
   * transaction is accepted, so an act and its row cannot be written apart.
   */
  record(trx: Transaction<Database>, entry: AuditEntry): Promise<void>;
}

export function createAuditService(): AuditService {
  return {
    async record(trx, entry) {
      await trx
        .insertInto('audit_log')
        .values({
          actor_id: entry.actor?.userId ?? null,
          actor_role: entry.actor?.role ?? null,
          action: entry.action,
          record_type: entry.recordType,
          record_id: entry.recordId,
          before: entry.before && JSON.stringify(entry.before),
          after: entry.after && JSON.stringify(entry.after),
          address: entry.address,
        })
        .execute();
    },
  };
}
