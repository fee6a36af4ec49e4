import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type Compilable,
  type RawBuilder,
} from 'kysely';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';

/** Builds and compiles queries with no connection (Kysely's "splitting build and execution"). */
const compiler = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/**
 * The SQL of every prepared query, and the name PostgreSQL keeps its parsed statement under: each
 * connection parses such a query once and afterwards only binds and executes it (database.ts).
 */
const statementNames = new Map<string, string>();

/** The server-side statement name for a prepared query's SQL; undefined for any other SQL. */
export const statementName = (sql: string) => statementNames.get(sql);

/** Stands for the n-th argument while the query is built; it must end up as a parameter. */
class Argument {
  constructor(readonly index: number) {}
}

/**
 * A query built and compiled once, then run with each call's arguments. Kysely builds and compiles
 * a query on every run: on the paths every request takes (a bearer token's account, the wallet
 * balance, the astrologer directory) that cost more of the server's time than the database's
 * answer. `build` gets stand-ins for its arguments and must pass each, untouched, as a value (a
 * comparison's right side, `sql` template values); a stand-in used any other way fails at start.
 */
export function prepared<Args extends readonly unknown[], Row>(
  build: (db: Kysely<Database>, ...args: Args) => Compilable<Row> | RawBuilder<Row>,
) {
  const stand = Array.from({ length: build.length - 1 }, (_, index) => new Argument(index));
  const built = build(compiler, ...(stand as unknown as Args));
  const compiled = 'isRawBuilder' in built ? built.compile(compiler) : built.compile();
  const used = new Set(
    compiled.parameters.flatMap((value) => (value instanceof Argument ? [value.index] : [])),
  );
  if (used.size !== stand.length)
    throw new Error(`a prepared query must pass each of its ${stand.length} arguments as a value`);
  if (!statementNames.has(compiled.sql))
    statementNames.set(compiled.sql, `kusp_${statementNames.size + 1}`);
  return async (db: Db, ...args: Args): Promise<Row[]> => {
    const parameters = compiled.parameters.map((value) =>
      value instanceof Argument ? args[value.index] : value,
    );
    return (await db.executeQuery<Row>({ ...compiled, parameters })).rows;
  };
}
