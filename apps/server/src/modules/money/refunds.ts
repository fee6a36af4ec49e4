import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import { moneyTexts, paiseToMillicredits, type Refund, type RefundRequest } from '@kusp/contracts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { AuditService } from '../audit/service.ts';
import { post, type Trx } from './ledger.ts';
import { lockOrder, setStatus, type Order } from './orders.ts';
import type { Providers } from './providers/index.ts';
import { RefundRefused } from './providers/provider.ts';
import type { RefundsTable } from './tables.ts';

/** Who acts, for the audit record: a signed-in operator and the address they came from. */
export interface OperatorAct {
  actor: { userId: string; role: string };
  address: string | null;
}

/** Paise given back of the order's own payment so far (not counting duplicate payments). */
async function refundedSoFar(trx: Kysely<Database>, orderId: string): Promise<number> {
  const row = await trx
    .selectFrom('refunds')
    .select(sql<string | number>`coalesce(sum(amount), 0)`.as('sum'))
    .where('order_id', '=', orderId)
    .where('kind', '=', 'ORDER')
    .executeTakeFirstOrThrow();
  return Number(row.sum);
}

/** The order's recorded earning and what refunds have taken back of it (both ≥ 0, paise). */
async function earningOf(trx: Trx, orderId: string) {
  const rows = await trx
    .selectFrom('ledger_entries')
    .select(['kind', sql<string | number>`sum(amount)`.as('sum')])
    .where('order_id', '=', orderId)
    .where('kind', 'in', ['EARNING', 'REVERSAL'])
    .groupBy('kind')
    .execute();
  const sum = (kind: string) => Math.abs(Number(rows.find((row) => row.kind === kind)?.sum ?? 0));
  return { earned: sum('EARNING'), reversed: sum('REVERSAL') };
}

function toRefund(row: Selectable<RefundsTable>, earningReversed: number): Refund {
  return {
    refundId: row.id,
    orderId: row.order_id,
    amount: Number(row.amount),
    destination: row.destination,
    reason: row.reason,
    earningReversed,
    providerReference: row.provider_reference,
    createdAt: row.created_at.toISOString(),
  };
}

async function reversedBy(trx: Kysely<Database>, refundId: string): Promise<number> {
  const row = await trx
    .selectFrom('ledger_entries')
    .select('amount')
    .where('refund_id', '=', refundId)
    .where('kind', '=', 'REVERSAL')
    .executeTakeFirst();
  return row ? -Number(row.amount) : 0;
}

/** The order's card payment that took its money (the one a card refund goes back to). */
async function cardPaymentOf(trx: Trx, order: Order) {
  return trx
    .selectFrom('payments')
    .select(['id', 'provider_reference', 'processor'])
    .where('order_id', '=', order.orderId)
    .where('status', '=', 'SUCCESS')
    .where('processor', '!=', 'WALLET')
    .executeTakeFirst();
}

export function createRefunds(deps: { audit: AuditService; providers: Providers }) {
  /** Calls the payment's provider; its refusal becomes a 502 and undoes the transaction. */
  async function refundAtProvider(
    trx: Trx,
    payment: { id: string; processor: string; provider_reference: string | null },
    amount: number,
    reference: string,
  ) {
    const provider = deps.providers.byName(payment.processor);
    if (!provider) throw new HttpError('UPSTREAM_FAILED', moneyTexts.refundRefused);
    try {
      return await provider.refund(trx, {
        paymentId: payment.id,
        amount,
        reference,
        providerReference: payment.provider_reference,
      });
    } catch (error) {
      if (error instanceof RefundRefused)
        throw new HttpError('UPSTREAM_FAILED', moneyTexts.refundRefused);
      throw error;
    }
  }

  return {
    /**
     * An operator gives back all of a paid order (no amount: what is left) or part of it, with a
     * reason, to the customer's wallet or to the card that paid. Under the order's lock: the same
     * key again answers the first refund and calls no provider, so a double click refunds once.
     * The astrologer's recorded earning is reversed first, in proportion (the last refund reverses
     * the rest); after a payout that leaves a negative payable balance, the reversal's note saying
     * why. The provider is called inside the transaction: it commits only if the card was refunded.
     */
    async refundOrder(
      trx: Trx,
      act: OperatorAct,
      request: RefundRequest,
      key: string,
    ): Promise<Refund> {
      const order = await lockOrder(trx, request.orderId);
      const earlier = await trx
        .selectFrom('refunds')
        .selectAll()
        .where('order_id', '=', order.orderId)
        .where('key', '=', key)
        .executeTakeFirst();
      if (earlier) return toRefund(earlier, await reversedBy(trx, earlier.id));
      if (order.status !== 'PAID' || order.serviceCode === 'CREDIT_PURCHASE')
        throw new HttpError('ORDER_NOT_PAYABLE', moneyTexts.orderNotPayable);
      const total = order.quote.totalAmount;
      const before = await refundedSoFar(trx, order.orderId);
      const amount = request.amount ?? total - before;
      if (amount <= 0 || before + amount > total)
        throw new HttpError('STATE_CONFLICT', moneyTexts.refundOverPaid);
      const payment = request.destination === 'CARD' ? await cardPaymentOf(trx, order) : undefined;
      if (request.destination === 'CARD' && !payment)
        throw new HttpError('STATE_CONFLICT', moneyTexts.refundNotCard);
      if (request.destination === 'WALLET' && !order.customerId)
        throw new HttpError('STATE_CONFLICT', moneyTexts.refundNoWallet);

      const refund = await trx
        .insertInto('refunds')
        .values({
          order_id: order.orderId,
          kind: 'ORDER',
          payment_id: payment?.id ?? null,
          amount,
          destination: request.destination,
          reason: request.reason,
          key,
          recorded_by: act.actor.userId,
        })
        .returningAll()
        .executeTakeFirstOrThrow();

      const { earned, reversed } = await earningOf(trx, order.orderId);
      const after = before + amount;
      const due = after === total ? earned : Math.floor((earned * after) / total);
      const reversal = due - reversed;
      if (reversal > 0 && order.astrologerId) {
        await post(trx, {
          userId: order.astrologerId,
          account: 'EARNINGS',
          kind: 'REVERSAL',
          amount: -reversal,
          orderId: order.orderId,
          refundId: refund.id,
          note: `Refund of the order: ${request.reason}`,
          overdraw: true,
        });
      }
      let providerReference: string | null = null;
      if (payment) {
        ({ providerReference } = await refundAtProvider(trx, payment, amount, refund.id));
        await trx
          .updateTable('refunds')
          .set({ provider_reference: providerReference })
          .where('id', '=', refund.id)
          .execute();
      } else {
        await post(trx, {
          userId: order.customerId!,
          account: 'WALLET',
          kind: 'REFUND',
          amount: paiseToMillicredits(amount),
          orderId: order.orderId,
          refundId: refund.id,
          note: request.reason,
        });
      }
      if (after === total)
        await setStatus(trx, order.orderId, 'REFUNDED', { refund_reason: request.reason });
      await deps.audit.record(trx, {
        actor: act.actor,
        action: 'order.refunded',
        recordType: 'order',
        recordId: order.orderId,
        before: { status: order.status, refunded: before },
        after: {
          status: after === total ? 'REFUNDED' : order.status,
          refunded: after,
          refundId: refund.id,
          amount,
          destination: request.destination,
          reason: request.reason,
          earningReversed: Math.max(reversal, 0),
        },
        address: act.address,
      });
      return toRefund({ ...refund, provider_reference: providerReference }, Math.max(reversal, 0));
    },

    /**
     * A card payment taken for an order that could no longer be paid, whose payer has no wallet (a
     * portal payment link paid twice): given back to the card, once per payment. The payment is
     * already REFUNDED in our books (settlePayment); this moves the money at the provider.
     */
    async refundDuplicatePayment(trx: Trx, paymentId: string): Promise<boolean> {
      const payment = await trx
        .selectFrom('payments')
        .select(['id', 'order_id', 'processor', 'provider_reference', 'amount', 'status'])
        .where('id', '=', paymentId)
        .executeTakeFirstOrThrow();
      await lockOrder(trx, payment.order_id);
      const done = await trx
        .selectFrom('refunds')
        .select('id')
        .where('payment_id', '=', paymentId)
        .where('kind', '=', 'DUPLICATE_PAYMENT')
        .executeTakeFirst();
      if (done || payment.status !== 'REFUNDED') return false;
      const refund = await trx
        .insertInto('refunds')
        .values({
          order_id: payment.order_id,
          kind: 'DUPLICATE_PAYMENT',
          payment_id: payment.id,
          amount: Number(payment.amount),
          destination: 'CARD',
          reason: 'Paid twice: the later payment given back to the card',
          key: `duplicate:${payment.id}`,
          recorded_by: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { providerReference } = await refundAtProvider(
        trx,
        payment,
        Number(payment.amount),
        refund.id,
      );
      await trx
        .updateTable('refunds')
        .set({ provider_reference: providerReference })
        .where('id', '=', refund.id)
        .execute();
      return true;
    },

    /** Payments marked to give back at the provider whose refund has not gone through yet. */
    async duplicatesToRefund(db: Kysely<Database>): Promise<string[]> {
      const rows = await db
        .selectFrom('payments as p')
        .innerJoin('orders as o', 'o.id', 'p.order_id')
        .leftJoin('refunds as r', (join) =>
          join.onRef('r.payment_id', '=', 'p.id').on('r.kind', '=', 'DUPLICATE_PAYMENT'),
        )
        .select('p.id')
        .where((eb) =>
          eb.and([
            eb('p.status', '=', 'REFUNDED'),
            eb('p.processor', '!=', 'WALLET'),
            eb('o.customer_id', 'is', null),
            eb('r.id', 'is', null),
          ]),
        )
        .limit(50)
        .execute();
      return rows.map((row) => row.id);
    },

    refundedSoFar,

    /** Every refund of the order, oldest first, each with the earning it took back. */
    async refundsOf(db: Kysely<Database>, orderId: string): Promise<Refund[]> {
      const rows = await db
        .selectFrom('refunds')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return Promise.all(rows.map(async (row) => toRefund(row, await reversedBy(db, row.id))));
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
