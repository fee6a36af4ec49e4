import type { ColumnType, Generated } from 'kysely';
import type { SessionCloseReason, SessionEndedBy } from '@kusp/contracts';

type Instant = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableInstant = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export interface ChatConversationsTable {
  id: Generated<string>;
  /** The customer. */
  user_id: string;
  astrologer_id: string;
  created_at: Generated<Date>;
  /** Touched by each session request; contacts are listed by it. */
  last_activity_at: Instant;
}

export interface ChatSessionsTable {
  id: string;
  type: 'TEXT' | 'VIDEO';
  conversation_id: string;
  user_id: string;
  astrologer_id: string;
  /** Names as they were when the session was requested. */
  user_full_name: string;
  astrologer_name: string;
  user_horoscope_id: string | null;
  order_id: string;
  /** Paise, the customer's total for the session. */
  total_amount: number;
  created_at: Generated<Date>;
  request_expires_at: Instant;
  started_at: NullableInstant;
  expires_at: NullableInstant;
  ended_at: NullableInstant;
  rejected_at: NullableInstant;
  close_reason: SessionCloseReason | null;
  /** Who ended a running session: CUSTOMER, ASTROLOGER, or SERVER (expiry, a drop-out). */
  ended_by: SessionEndedBy | null;
  /**
   * When each person joined the running session: entered the VIDEO room (GET /api/v1/video/{id}),
   * or held a live connection at or after the accept of a TEXT session. Paid only when both did.
   */
  customer_joined_at: NullableInstant;
  astrologer_joined_at: NullableInstant;
}

export interface ChatMessagesTable {
  id: string;
  /** Insertion order, for stable paging. */
  seq: Generated<string>;
  conversation_id: string;
  session_id: string;
  sender_id: string;
  recipient_id: string;
  content: string;
  client_message_id: string | null;
  created_at: Generated<Date>;
}

/** Live connections per user and server instance; seen_at is refreshed while connections > 0. */
export interface LivePresenceTable {
  user_id: string;
  instance_id: string;
  connections: number;
  seen_at: Instant;
}

/** One row per server instance, its heartbeat: rows of an instance that stopped beating go stale. */
export interface LiveInstancesTable {
  instance_id: string;
  seen_at: Instant;
}

export interface ChatTables {
  chat_conversations: ChatConversationsTable;
  chat_sessions: ChatSessionsTable;
  chat_messages: ChatMessagesTable;
  live_presence: LivePresenceTable;
  live_instances: LiveInstancesTable;
}
