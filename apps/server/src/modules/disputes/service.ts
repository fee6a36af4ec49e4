import type { Kysely } from 'kysely';
import {
  disputeTexts,
  type ConversationEntry,
  type Dispute,
  type DisputeConversation,
  type DisputeRequest,
  type DisputeResolution,
  type DisputeStatus,
  type OperatorDispute,
  type ServiceCode,
} from '@kusp/contracts';
import type { Database } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { AuditService } from '../audit/service.ts';
import type { OperatorAct } from '../money/refunds.ts';
import type { MoneyService, Trx } from '../money/service.ts';
import * as repository from './repository.ts';

/** Reads an order's question or chat text, oldest first: registered by the module that keeps it. */
export type ConversationReader = (
  db: Kysely<Database>,
  orderId: string,
) => Promise<ConversationEntry[]>;

/**
 * Disputes (docs/operations.md, "Disputes"). A customer opens one about a delivered order of
 * theirs; while it is open an operator may read that order's conversation (each reading audited),
 * and resolves it, with or without a refund, in one transaction with its audit record.
 */
export function createDisputeService(deps: {
  db: Kysely<Database>;
  money: Pick<MoneyService, 'getOrder' | 'deliveredOrder' | 'refundOrder'>;
  audit: AuditService;
}) {
  const { db } = deps;
  const readers = new Map<ServiceCode, ConversationReader>();

  /** The caller's own order; 404 for anyone else's or an unknown one. */
  async function ownOrder(reader: Kysely<Database>, caller: Caller, orderId: string) {
    const order = await deps.money.getOrder(reader, orderId);
    if (!order || order.customerId !== caller.userId) throw notFound();
    return order;
  }

  /** An open dispute, its row locked; 404 unknown, 409 resolved. */
  async function openDispute(trx: Trx, disputeId: string, mode: 'update' | 'share') {
    const dispute = await repository.lock(trx, disputeId, mode);
    if (!dispute) throw notFound();
    if (dispute.status !== 'OPEN') throw new HttpError('STATE_CONFLICT', disputeTexts.notOpen);
    return dispute;
  }

  return {
    /** Registered at start-up by the questions and chat modules. */
    onConversation(serviceCodes: ServiceCode[], reader: ConversationReader): void {
      for (const code of serviceCodes) readers.set(code, reader);
    },

    /** The customer's dispute about a delivered order of theirs; one open at a time (else 409). */
    async open(caller: Caller, request: DisputeRequest): Promise<Dispute> {
      return db.transaction().execute(async (trx) => {
        const order = await ownOrder(trx, caller, request.orderId);
        if (!(await deps.money.deliveredOrder(trx, order.orderId)))
          throw new HttpError('STATE_CONFLICT', disputeTexts.notDelivered);
        const row = await repository.insertOpen(trx, {
          order_id: order.orderId,
          customer_id: caller.userId,
          reason: request.reason,
        });
        if (!row) throw new HttpError('ALREADY_EXISTS', disputeTexts.alreadyOpen);
        return repository.toDispute(row);
      });
    },

    /** The customer's disputes about an order of theirs, newest first. */
    async ofOwnOrder(caller: Caller, orderId: string): Promise<Dispute[]> {
      await ownOrder(db, caller, orderId);
      return (await repository.ofOrder(db, orderId)).map(repository.toDispute);
    },

    /** For operators: an order's disputes, newest first. */
    async ofOrder(reader: Kysely<Database>, orderId: string): Promise<Dispute[]> {
      return (await repository.ofOrder(reader, orderId)).map(repository.toDispute);
    },

    /** For operators: disputes in `status`, oldest first. */
    list: (reader: Kysely<Database>, status: DisputeStatus): Promise<OperatorDispute[]> =>
      repository.list(reader, status),

    countOpen: (reader: Kysely<Database>): Promise<number> => repository.countOpen(reader),

    /**
     * The disputed order's question or chat, for an operator, only while the dispute is open (409
     * after): the one way an operator reads such text. Audited (`dispute.conversation_read`).
     */
    async conversation(
      trx: Trx,
      act: OperatorAct,
      disputeId: string,
    ): Promise<DisputeConversation> {
      const dispute = await openDispute(trx, disputeId, 'share');
      const order = (await deps.money.getOrder(trx, dispute.order_id))!;
      const reader = readers.get(order.serviceCode);
      const entries = reader ? await reader(trx, order.orderId) : [];
      await deps.audit.record(trx, {
        actor: act.actor,
        action: 'dispute.conversation_read',
        recordType: 'dispute',
        recordId: disputeId,
        before: null,
        after: { orderId: order.orderId, entries: entries.length },
        address: act.address,
      });
      return { disputeId, orderId: order.orderId, serviceCode: order.serviceCode, entries };
    },

    /**
     * An operator resolves an open dispute (409 once resolved), with a refund of the order when
     * asked (`app.money.refundOrder`, the resolution as its reason and `key` as its key).
     */
    async resolve(
      trx: Trx,
      act: OperatorAct,
      disputeId: string,
      resolution: DisputeResolution,
      key: string,
    ): Promise<Dispute> {
      const dispute = await openDispute(trx, disputeId, 'update');
      const refund = resolution.refund
        ? await deps.money.refundOrder(
            trx,
            act,
            {
              orderId: dispute.order_id,
              amount: resolution.refund.amount,
              destination: resolution.refund.destination,
              reason: resolution.resolution,
            },
            key,
          )
        : null;
      const row = await repository.resolve(trx, disputeId, {
        resolution: resolution.resolution,
        refund_id: refund?.refundId ?? null,
        resolved_by: act.actor.userId,
      });
      await deps.audit.record(trx, {
        actor: act.actor,
        action: 'dispute.resolved',
        recordType: 'dispute',
        recordId: disputeId,
        before: { status: dispute.status },
        after: {
          status: row.status,
          resolution: resolution.resolution,
          refundId: refund?.refundId ?? null,
          refunded: refund?.amount ?? 0,
        },
        address: act.address,
      });
      return repository.toDispute(row);
    },
  };
}

export type DisputeService = ReturnType<typeof createDisputeService>;
