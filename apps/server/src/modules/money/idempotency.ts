import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idempotencyKeyHeader, moneyTexts } from '@kusp/contracts';
import { HttpError } from '../../lib/http-error.ts';
import { requireCaller } from '../../plugins/auth.ts';
import type { Trx } from './ledger.ts';

const keyPattern = /^[\x21-\x7e]{1,200}$/;

/** JSON with sorted keys, so the same request hashes the same whatever the key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Runs a money-moving handler in one transaction, honouring the `Idempotency-Key` header: the key
 * row (caller, route, key) is inserted first in that transaction, so a concurrent twin waits on the
 * unique key and then replays the stored answer instead of moving money again. The same key with a
 * different request answers 422. A failure rolls the key back with everything else, so a retry
 * after an error runs afresh. Without the header the handler simply runs in a transaction.
 */
export async function idempotent<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  run: (trx: Trx) => Promise<T>,
): Promise<T> {
  const key = request.headers[idempotencyKeyHeader];
  if (key === undefined) return app.db.transaction().execute(run);
  if (typeof key !== 'string' || !keyPattern.test(key))
    throw new HttpError('INVALID_REQUEST', moneyTexts.idempotencyKeyInvalid);
  const where = {
    caller_id: requireCaller(request).userId,
    route: `${request.method} ${request.routeOptions.url ?? request.url}`,
    key,
  };
  const requestHash = createHash('sha256')
    .update(canonical({ params: request.params, query: request.query, body: request.body }))
    .digest('hex');
  return app.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('idempotency_keys')
      .values({ ...where, request_hash: requestHash })
      .onConflict((oc) => oc.columns(['caller_id', 'route', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) {
      const stored = await trx
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'response'])
        .where('caller_id', '=', where.caller_id)
        .where('route', '=', where.route)
        .where('key', '=', where.key)
        .executeTakeFirstOrThrow();
      if (stored.request_hash !== requestHash)
        throw new HttpError('IDEMPOTENCY_KEY_REUSED', moneyTexts.idempotencyMismatch);
      return stored.response as T;
    }
    const result = await run(trx);
    await trx
      .updateTable('idempotency_keys')
      .set({ status_code: 200, response: JSON.stringify(result) })
      .where('caller_id', '=', where.caller_id)
      .where('route', '=', where.route)
      .where('key', '=', where.key)
      .execute();
    return result;
  });
}

/** Stored answers are kept a week: long enough for any client retry. */
export async function forgetOldKeys(app: FastifyInstance): Promise<void> {
  await app.db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', new Date(Date.now() - 7 * 24 * 3600 * 1000))
    .execute();
}
