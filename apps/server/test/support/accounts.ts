import type { FastifyInstance } from 'fastify';
import { serverRoles } from '@kusp/contracts';
import type { Db } from '../../src/db/database.ts';
import { hashPassword } from '../../src/modules/accounts/passwords.ts';
import { call } from './test-app.ts';

export const testPassword = 'Test#Pass1';
let counter = 0;

type AccountKind = 'customer' | 'astrologer' | 'operator';
const roleOf = {
  customer: serverRoles.customer,
  astrologer: serverRoles.astrologer,
  operator: serverRoles.operator,
} as const;
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
      last_name:
        fields.lastName ??
        { customer: 'Customer', astrologer: 'Astrologer', operator: 'Operator' }[kind],
      password_hash: await hashPassword(testPassword),
      role: roleOf[kind],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (kind === 'astrologer') {
    // Approved, as the operators would have (docs/operations.md); tests of the review set it back.
    await db
      .insertInto('astrologer_profiles')
      .values({ user_id: user.id, review_status: 'APPROVED' })
      .execute();
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
  // Operators have their own sign-in (docs/operations.md).
  const signIn = kind === 'operator' ? '/api/v1/admin/authentication' : '/api/v1/authentication';
  const login = await call(app, 'POST', signIn, {
    body: { username: account.loginId, password: testPassword },
    headers: { 'x-forwarded-for': `10.254.${Math.floor(counter / 250) % 250}.${counter % 250}` },
  });
  return { ...account, token: String(login.json.token) };
}
