import { sql, type Kysely, type Transaction } from 'kysely';
import { messages, type ErrorCode, type ServiceCode } from '@kusp/contracts';
import { prepared } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { AccountKind, EntryKind } from './tables.ts';

export type Trx = Transaction<Database>;

export interface Entry {
  userId: string;
  account: AccountKind;
  kind: EntryKind;
  /** Signed minor units of the account (millicredits for WALLET, paise for EARNINGS). */
  amount: number;
  orderId: string | null;
  /** The one payment of the order the entry concerns (a late success's refund). */
  paymentId?: string;
  payoutId?: string;
  refundId?: string;
  note?: string;
  /**
   * A REVERSAL of an earning already paid out may take the payable balance below zero (its note
   * says why); every other debit stops at zero.
   */
  overdraw?: boolean;
  /** The 409 when the account is short (default: the spec's insufficient credits). */
  short?: { code: ErrorCode; message: string };
}

/**
 * Appends one entry and moves the cached balance in the same transaction. A debit is a single
 * conditional UPDATE, so the row lock it takes serialises concurrent debits of one wallet and none
 * can take the balance below zero (the CHECK on the column backs this up). A short wallet throws the
 * spec's insufficient-credits message as 409.
 */
export async function post(trx: Trx, entry: Entry): Promise<number> {
  const account =
    entry.amount < 0 && !entry.overdraw
      ? await trx
          .updateTable('money_accounts')
          .set({ balance: sql`balance + ${entry.amount}`, updated_at: new Date() })
          .where('user_id', '=', entry.userId)
          .where('kind', '=', entry.account)
          .where(sql<boolean>`balance + ${entry.amount} >= 0`)
          .returning(['id', 'balance'])
          .executeTakeFirst()
      : await trx
          .insertInto('money_accounts')
          .values({ user_id: entry.userId, kind: entry.account, balance: entry.amount })
          .onConflict((oc) =>
            oc.columns(['user_id', 'kind']).doUpdateSet({
              balance: sql`money_accounts.balance + excluded.balance`,
              updated_at: new Date(),
            }),
          )
          .returning(['id', 'balance'])
          .executeTakeFirstOrThrow();
  if (!account) {
    const short = entry.short ?? {
      code: 'INSUFFICIENT_CREDITS',
      message: messages.payment.noCredits,
    };
    throw new HttpError(short.code, short.message);
  }
  const balanceAfter = Number(account.balance);
  await trx
    .insertInto('ledger_entries')
    .values({
      account_id: account.id,
      order_id: entry.orderId,
      payment_id: entry.paymentId ?? null,
      payout_id: entry.payoutId ?? null,
      refund_id: entry.refundId ?? null,
      kind: entry.kind,
      amount: entry.amount,
      balance_after: balanceAfter,
      note: entry.note ?? null,
    })
    .execute();
  return balanceAfter;
}

// Prepared: every wallet screen and payment reads it.
export const accountBalance = prepared((db, userId: string, account: AccountKind) =>
  db
    .selectFrom('money_accounts')
    .select('balance')
    .where('user_id', '=', userId)
    .where('kind', '=', account),
);

/** The cached balance (0 when the account has never moved). */
export async function balanceOf(
  db: Kysely<Database>,
  userId: string,
  account: AccountKind,
): Promise<number> {
  const [row] = await accountBalance(db, userId, account);
  return row ? Number(row.balance) : 0;
}

/** The balance as the ledger's entries add up (for audits and tests; must equal balanceOf). */
export async function ledgerSum(
  db: Kysely<Database>,
  userId: string,
  account: AccountKind,
): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('money_accounts as a', 'a.id', 'e.account_id')
    .select(sql<string | number>`coalesce(sum(e.amount), 0)`.as('sum'))
    .where('a.user_id', '=', userId)
    .where('a.kind', '=', account)
    .executeTakeFirstOrThrow();
  return Number(row.sum);
}

export interface LedgerTotal {
  /** The service of the entry's order; null for entries without one (grants). */
  serviceCode: ServiceCode | null;
  kind: EntryKind;
  account: AccountKind;
  /** Sum of the entries' amounts (millicredits for wallets, paise for earnings). */
  amount: number;
}

/** Every ledger entry summed by service, entry kind and account kind (metrics, read at scrape). */
export async function ledgerTotals(db: Kysely<Database>): Promise<LedgerTotal[]> {
  const rows = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('money_accounts as a', 'a.id', 'e.account_id')
    .leftJoin('orders as o', 'o.id', 'e.order_id')
    .select((eb) => [
      'o.service_code',
      'e.kind',
      'a.kind as account',
      eb.fn.sum<string | number>('e.amount').as('amount'),
    ])
    .groupBy(['o.service_code', 'e.kind', 'a.kind'])
    .execute();
  return rows.map((row) => ({
    serviceCode: row.service_code,
    kind: row.kind,
    account: row.account,
    amount: Number(row.amount),
  }));
}
