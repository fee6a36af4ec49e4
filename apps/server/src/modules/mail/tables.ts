import type { Generated } from 'kysely';

export interface MailOutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  created_at: Generated<Date>;
}

export interface MailTables {
  mail_outbox: MailOutboxTable;
}
