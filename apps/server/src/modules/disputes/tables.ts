import type { ColumnType, Generated } from 'kysely';
import type { DisputeStatus } from '@kusp/contracts';

/** Set when the dispute is resolved. */
type Later<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** A customer's dispute about a delivered order (docs/operations.md, "Disputes"). */
export interface DisputesTable {
  id: Generated<string>;
  order_id: string;
  customer_id: string;
  status: ColumnType<DisputeStatus, DisputeStatus | undefined, DisputeStatus>;
  reason: string;
  resolution: Later<string>;
  refund_id: Later<string>;
  opened_at: Generated<Date>;
  resolved_at: Later<Date>;
  resolved_by: Later<string>;
}

export interface DisputesTables {
  disputes: DisputesTable;
}
