import type { ColumnType, Generated } from 'kysely';
import type { ServerRole } from '@kusp/contracts';

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
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface AccountsTables {
  users: UsersTable;
}
