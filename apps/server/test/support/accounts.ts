import type { FastifyInstance } from 'fastify';
import { serverRoles } from '@kusp/contracts';
import type { Db } from '../../src/db/database.ts';
import { hashPassword } from '../../src/modules/accounts/passwords.ts';
import { call } from './test-app.ts';

export const testPassword = 'Test#Pass1';
let counter = 0;

/** Creates an account directly in the database and signs it in through the API. */
export async function createAccount(
  app: FastifyInstance,
  db: Db,
  kind: 'customer' | 'astrologer',
  fields: { firstName?: string; lastName?: string } = {},
): Promise<{ id: string; loginId: string; email: string; token: string }> {
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
  // Each account signs in from its own address, so suites creating many stay under the per-IP limit.
  const login = await call(app, 'POST', '/api/v1/authentication', {
    body: { username: loginId, password: testPassword },
    headers: { 'x-forwarded-for': `10.254.${Math.floor(counter / 250) % 250}.${counter % 250}` },
  });
  return { id: user.id, loginId, email, token: String(login.json.token) };
}
