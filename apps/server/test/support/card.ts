import { sql } from 'kysely';
import type { TestApp } from './test-app.ts';

/** The customer on the sandbox gateway's page: Pay or Cancel; answers the callback address. */
export async function decide(t: TestApp, address: string, action: 'pay' | 'cancel') {
  const response = await t.app.inject({
    method: 'POST',
    url: address,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });
  if (response.statusCode !== 303) throw new Error(`the gateway answered ${response.statusCode}`);
  return String(response.headers.location);
}

/** The reconciliation sweep's clock hook: the payment was made `minutes` ago. */
export const madeAgo = (t: TestApp, paymentId: string, minutes: number) =>
  t.db
    .updateTable('payments')
    .set({ created_at: sql`now() - ${minutes} * interval '1 minute'` })
    .where('id', '=', paymentId)
    .execute();
