import type { FastifyInstance } from 'fastify';
import { serverRoles } from '@kusp/contracts';
import type { Db } from '../../src/db/database.ts';
import { hashPassword } from '../../src/modules/accounts/passwords.ts';
import { call } from './test-app.ts';

export const testPassword = 'Test#Pass1';
let counter = 0;

type AccountKind = 'customer' | 'astrologer';
type AccountFields = { firstName?: string; lastName?: string };

/** Creates an account (password `testPassword`) directly in the database. */
export async function insertAccount(
  db: Db,
  kind: AccountKind,
  fields: AccountFields = {},
): Promise<{ id: string; loginId: string; email: string }> {
  counter += 1;
  const loginId = `${kind}${counter}-${Date.now()}`;
  const email = `${loginId}@example.com`;
  const user = await db
    .insertInto('users')
    .values({
      login_id: loginId,
      email,
      first_name: fields.firstName ?? 'Test',
      last_name: fields.lastName ?? (kind === 'astrologer' ? 'Astrologer' : 'Customer'),
      password_hash: await hashPassword(testPassword),
      role: kind === 'astrologer' ? serverRoles.astrologer : serverRoles.customer,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (kind === 'astrologer') {
    await db.insertInto('astrologer_profiles').values({ user_id: user.id }).execute();
  }
  return { id: user.id, loginId, email };
}

/** Creates an account directly in the database and signs it in through the API. */
export async function createAccount(
  app: FastifyInstance,
  db: Db,
  kind: AccountKind,
  fields: AccountFields = {},
): Promise<{ id: string; loginId: string; email: string; token: string }> {
  const account = await insertAccount(db, kind, fields);
  // Each account signs in from its own address, so suites creating many stay under the per-IP limit.
  const login = await call(app, 'POST', '/api/v1/authentication', {
    body: { username: account.loginId, password: testPassword },
    headers: { 'x-forwarded-for': `10.254.${Math.floor(counter / 250) % 250}.${counter % 250}` },
  });
  return { ...account, token: String(login.json.token) };
}
