import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoles, type ServerRole } from '@kusp/contracts';
import { prepared } from '../src/db/prepared.ts';
import { createAccount } from './support/accounts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('prepared queries', () => {
  it('answers each call with its own arguments, as the query built for them would', async () => {
    const [first, second] = [
      await createAccount(t.app, t.db, 'customer'),
      await createAccount(t.app, t.db, 'astrologer'),
    ];
    const accountNamed = prepared((db, id: string, role: ServerRole) =>
      db.selectFrom('users').select(['id', 'role']).where('id', '=', id).where('role', '=', role),
    );
    for (const person of [first, second]) {
      const built = await t.db
        .selectFrom('users')
        .select(['id', 'role'])
        .where('id', '=', person.id)
        .executeTakeFirstOrThrow();
      expect(await accountNamed(t.db, person.id, built.role)).toEqual([built]);
    }
    expect(await accountNamed(t.db, first.id, serverRoles.astrologer)).toEqual([]);
  });

  it('refuses, when it is made, a query that does not pass an argument as a value', () => {
    // The pattern must be made before the call: here it would be made once, from the stand-in.
    expect(() =>
      prepared((db, search: string) =>
        db.selectFrom('users').select('id').where('login_id', 'like', `%${search}%`),
      ),
    ).toThrow('a prepared query must pass each of its 1 arguments as a value');
  });
});
