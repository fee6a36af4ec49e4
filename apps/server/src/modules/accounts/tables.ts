import type { ColumnType, Generated } from 'kysely';
import type { Language, OtpEvent, ServerRole } from '@kusp/contracts';

export interface UsersTable {
  id: Generated<string>;
  login_id: string;
  email: string;
  first_name: string;
  last_name: Generated<string>;
  phone_number: string | null;
  country_code: string | null;
  password_hash: string;
  role: ServerRole;
  /** What its screens and e-mails are written in. */
  language: Generated<Language>;
  /** Moves on with every password change or reset; a token carrying an older one is refused. */
  token_version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface OtpCodesTable {
  /** Lower-cased. */
  email: string;
  event: OtpEvent;
  code_hash: string;
  /** Checks made against this code, right or wrong; the fifth ends it. */
  tries: Generated<number>;
  expires_at: Date;
  created_at: Generated<Date>;
}

export interface AttemptCountersTable {
  key: string;
  hits: number;
  window_ends_at: Date;
}

/** Tokens signed out before their expiry, kept until then. */
export interface RevokedTokensTable {
  token_id: string;
  expires_at: Date;
}

export interface AccountsTables {
  users: UsersTable;
  otp_codes: OtpCodesTable;
  attempt_counters: AttemptCountersTable;
  revoked_tokens: RevokedTokensTable;
}
