import type { ColumnType, Generated } from 'kysely';

/** One per external customer's horoscope: the astrologer's conversation with that client. */
export interface PortalConversationsTable {
  id: Generated<string>;
  horoscope_id: string;
  astrologer_id: string;
  astrologer_name: string;
  customer_name: string;
  customer_phone: string;
  /** The client's address, once the astrologer mailed them the share link: receipts go there. */
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

/** The one live share link of a horoscope (a new one replaces it); only the token's SHA-256 is kept. */
export interface PortalShareLinksTable {
  horoscope_id: string;
  token_hash: string;
  expires_at: Date;
  created_at: Generated<Date>;
}

/** A payment link: its order (ASTRO_PORTAL_CHAT, no customer account) is paid at most once. */
export interface PortalPaymentLinksTable {
  id: string;
  conversation_id: string;
  order_id: string;
  expires_at: Date;
  created_at: Generated<Date>;
}

export interface PortalTables {
  portal_conversations: PortalConversationsTable;
  portal_messages: PortalMessagesTable;
  portal_share_links: PortalShareLinksTable;
  portal_payment_links: PortalPaymentLinksTable;
}
