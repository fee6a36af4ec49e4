import { ledgerSum, balanceOf } from '../../src/modules/money/ledger.ts';
import { createAccount } from './accounts.ts';
import type { TestApp } from './test-app.ts';

/** An astrologer whose rate is `rate` rupees (a decimal string, as the profile stores it). */
export async function astrologerWithRate(t: TestApp, rate: string) {
  const astrologer = await createAccount(t.app, t.db, 'astrologer');
  await t.db
    .updateTable('astrologer_profiles')
    .set({ rate })
    .where('user_id', '=', astrologer.id)
    .execute();
  return astrologer;
}

/** Promotional credits straight into a wallet (millicredits). */
export async function grant(t: TestApp, userId: string, millicredits: number) {
  await t.db
    .transaction()
    .execute((trx) => t.app.money.grantCredits(trx, userId, millicredits, 'test'));
}

/** The wallet as the cached balance row and as the ledger's sum say. */
export async function wallet(t: TestApp, userId: string) {
  return {
    cached: await balanceOf(t.db, userId, 'WALLET'),
    ledger: await ledgerSum(t.db, userId, 'WALLET'),
  };
}

export async function earnings(t: TestApp, userId: string) {
  return {
    cached: await balanceOf(t.db, userId, 'EARNINGS'),
    ledger: await ledgerSum(t.db, userId, 'EARNINGS'),
  };
}
