import { sql } from 'kysely';
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

  // PGlite runs each statement in this process: there is no parse to save, nor a named statement.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'runs on PostgreSQL as a named statement, which the connection parses once',
    async () => {
      const person = await createAccount(t.app, t.db, 'customer');
      const other = await createAccount(t.app, t.db, 'astrologer');
      const roleOf = prepared((db, id: string) =>
        db.selectFrom('users').select('role').where('id', '=', id),
      );
      const { sql: text } = t.db.selectFrom('users').select('role').where('id', '=', '').compile();
      // One transaction holds one connection: the second call reuses what the first one parsed.
      const seen = await t.db.transaction().execute(async (trx) => {
        const roles = [await roleOf(trx, person.id), await roleOf(trx, other.id)];
        const { rows } = await sql<{ name: string }>`
          select name from pg_prepared_statements where statement = ${text}`.execute(trx);
        return { roles, names: rows.map((row) => row.name) };
      });
      expect(seen.roles).toEqual([
        [{ role: serverRoles.customer }],
        [{ role: serverRoles.astrologer }],
      ]);
      expect(seen.names).toHaveLength(1);
      expect(seen.names[0]).toMatch(/^kusp_\d+$/);
    },
  );

  it('refuses, when it is made, a query that does not pass an argument as a value', () => {
    // The pattern must be made before the call: here it would be made once, from the stand-in.
    expect(() =>
      prepared((db, search: string) =>
        db.selectFrom('users').select('id').where('login_id', 'like', `%${search}%`),
      ),
    ).toThrow('a prepared query must pass each of its 1 arguments as a value');
  });
});
