import type { AccountsTables } from '../modules/accounts/tables.ts';
import type { AstrologersTables } from '../modules/astrologers/tables.ts';
import type { MailTables } from '../modules/mail/tables.ts';

/** Every table, as each domain module declares it. */
export interface Database extends AccountsTables, AstrologersTables, MailTables {}
