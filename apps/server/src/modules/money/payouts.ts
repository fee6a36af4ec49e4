import { stringify } from 'csv-stringify/sync';
import { sql, type Kysely } from 'kysely';
import {
  formatPaise,
  moneyTexts,
  type Payable,
  type Payout,
  type PayoutHistory,
  type PayoutRequest,
} from '@kusp/contracts';
import type { Database } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { AuditService } from '../audit/service.ts';
import { accountBalance, balanceOf, post, type Trx } from './ledger.ts';
import type { OperatorAct } from './refunds.ts';

const toPayout = (row: {
  id: string;
  astrologer_id: string;
  amount: string | number;
  bank_reference: string;
  created_at: Date;
}): Payout => ({
  payoutId: row.id,
  astrologerId: row.astrologer_id,
  amount: Number(row.amount),
  bankReference: row.bank_reference,
  paidAt: row.created_at.toISOString(),
});

/**
 * An astrologer's payable balance is their EARNINGS account: every EARNING in, every PAYOUT out,
 * and a REVERSAL when a refund takes an earning back. Payouts are recorded by operators after the
 * bank transfer; the astrologer sees them on Money Earned.
 */
export function createPayouts(deps: { audit: AuditService }) {
  const payouts = {
    /**
     * Records a bank transfer of `amount` paise out of the payable balance. The debit is the
     * ledger's conditional update, so two operators paying the whole balance at once pay once: the
     * second finds nothing left (409). The bank reference is unique: the same payout again answers
     * the first one; the reference with another astrologer or amount is refused (409).
     */
    async recordPayout(trx: Trx, act: OperatorAct, request: PayoutRequest): Promise<Payout> {
      // No earnings account: not an astrologer who ever earned (404, as for an unknown id).
      if ((await accountBalance(trx, request.astrologerId, 'EARNINGS')).length === 0)
        throw notFound();
      const inserted = await trx
        .insertInto('payouts')
        .values({
          astrologer_id: request.astrologerId,
          amount: request.amount,
          bank_reference: request.bankReference,
          recorded_by: act.actor.userId,
        })
        .onConflict((oc) => oc.column('bank_reference').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!inserted) {
        const first = await trx
          .selectFrom('payouts')
          .selectAll()
          .where('bank_reference', '=', request.bankReference)
          .executeTakeFirstOrThrow();
        if (first.astrologer_id !== request.astrologerId || Number(first.amount) !== request.amount)
          throw new HttpError('ALREADY_EXISTS', moneyTexts.payoutReferenceUsed);
        return toPayout(first);
      }
      const payable = await post(trx, {
        userId: request.astrologerId,
        account: 'EARNINGS',
        kind: 'PAYOUT',
        amount: -request.amount,
        orderId: null,
        payoutId: inserted.id,
        note: request.bankReference,
        short: { code: 'PAYOUT_OVER_PAYABLE', message: moneyTexts.payoutOverPayable },
      });
      await deps.audit.record(trx, {
        actor: act.actor,
        action: 'payout.recorded',
        recordType: 'astrologer',
        recordId: request.astrologerId,
        before: { payable: payable + request.amount },
        after: {
          payable,
          payoutId: inserted.id,
          amount: request.amount,
          bankReference: request.bankReference,
        },
        address: act.address,
      });
      return toPayout(inserted);
    },

    /** The astrologer's payable balance and payouts, newest first (Money Earned). */
    async payoutHistory(db: Kysely<Database>, astrologerId: string): Promise<PayoutHistory> {
      const rows = await db
        .selectFrom('payouts')
        .selectAll()
        .where('astrologer_id', '=', astrologerId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return {
        payable: await balanceOf(db, astrologerId, 'EARNINGS'),
        payouts: rows.map(toPayout),
      };
    },

    /** Astrologers with money to pay out, the largest first, with their bank proof's upload time. */
    async payables(db: Kysely<Database>): Promise<Payable[]> {
      const rows = await db
        .selectFrom('money_accounts as a')
        .innerJoin('users as u', 'u.id', 'a.user_id')
        .select((eb) => [
          'u.id',
          'u.first_name',
          'u.last_name',
          'u.email',
          'a.balance',
          eb
            .selectFrom('astrologer_documents as d')
            .select(sql<Date>`max(d.uploaded_at)`.as('uploaded'))
            .whereRef('d.astrologer_id', '=', 'u.id')
            .where('d.kind', '=', 'BANK_ACCOUNT_PROOF')
            .as('bank_proof'),
        ])
        .where('a.kind', '=', 'EARNINGS')
        .where('a.balance', '>', 0)
        .orderBy('a.balance', 'desc')
        .orderBy('u.id')
        .execute();
      return rows.map((row) => ({
        astrologerId: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        payable: Number(row.balance),
        bankProofUploadedAt: row.bank_proof ? new Date(row.bank_proof).toISOString() : null,
      }));
    },

    /**
     * The pending payouts as CSV for the bank: one line per astrologer with a payable balance,
     * amount in rupees ("1234.50"), and whether their bank proof is on file.
     */
    async pendingPayoutsCsv(db: Kysely<Database>): Promise<string> {
      const payables = await payouts.payables(db);
      return stringify(
        payables.map((row) => [
          row.astrologerId,
          `${row.firstName} ${row.lastName}`,
          row.email,
          formatPaise(row.payable),
          row.bankProofUploadedAt ? 'yes' : 'no',
        ]),
        {
          header: true,
          columns: ['astrologer_id', 'name', 'email', 'amount_inr', 'bank_proof'],
          // A name such as '=HYPERLINK(…)' stays text in a spreadsheet.
          escape_formulas: true,
        },
      );
    },
  };
  return payouts;
}

export type Payouts = ReturnType<typeof createPayouts>;
