import type { ColumnType, Generated } from 'kysely';

/** One per external customer's horoscope: the astrologer's conversation with that client. */
export interface PortalConversationsTable {
  id: Generated<string>;
  horoscope_id: string;
  astrologer_id: string;
  astrologer_name: string;
  customer_name: string;
  customer_phone: string;
  /**
   * The client's e-mail on record, set and changed only by the astrologer (audited): Kusp mails the
   * client there and nowhere else, receipts included.
   */
  customer_email: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
}

export interface PortalMessagesTable {
  id: Generated<string>;
  conversation_id: string;
  /** True when the external client wrote it, false for the astrologer. */
  from_customer: boolean;
  content: string;
  is_media: Generated<boolean>;
  created_at: Generated<Date>;
}

/**
 * The one live share link of a horoscope (replacing it or revoking it ends the old token). The token
 * is found by its SHA-256; it is kept sealed only so that its astrologer can copy it again.
 */
export interface PortalShareLinksTable {
  horoscope_id: string;
  token_hash: string;
  /** The token sealed by share-link-seal.ts; null for links made before tokens were kept. */
  token_sealed: string | null;
  expires_at: Date;
  created_at: Generated<Date>;
}

/** A payment link: its order (ASTRO_PORTAL_CHAT, no customer account) is paid at most once. */
export interface PortalPaymentLinksTable {
  id: string;
  conversation_id: string;
  order_id: string;
  expires_at: Date;
  /** When the astrologer revoked it: it can no longer be paid. */
  revoked_at: ColumnType<Date | null, never, Date>;
  created_at: Generated<Date>;
}

export type ClientMailKind = 'SHARE_LINK' | 'HOROSCOPE' | 'PAYMENT_LINK';

/** One e-mail Kusp sent to an astrologer's client, for the daily cap (portalLimits.clientMailsPerDay). */
export interface PortalClientMailsTable {
  id: Generated<string>;
  astrologer_id: string;
  horoscope_id: string;
  kind: ClientMailKind;
  sent_at: Generated<Date>;
}

export interface PortalTables {
  portal_conversations: PortalConversationsTable;
  portal_messages: PortalMessagesTable;
  portal_share_links: PortalShareLinksTable;
  portal_payment_links: PortalPaymentLinksTable;
  portal_client_mails: PortalClientMailsTable;
}
