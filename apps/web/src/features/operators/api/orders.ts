import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  idempotencyKeyHeader,
  type OperatorOrder,
  type OperatorRefund,
  type OrderRecord,
  type Refund,
} from '@kusp/contracts';
import { api } from '@/lib/api-client';
import { operatorKeys } from './keys';

/** Orders found by an id, or a customer's or astrologer's e-mail or username; newest first. */
export const findOrders = (q: string, signal?: AbortSignal) =>
  api<OperatorOrder[]>('/v1/admin/orders', { query: { q }, signal });

export const orderSearchQuery = (q: string) =>
  queryOptions({
    queryKey: operatorKeys.orderSearch(q),
    queryFn: ({ signal }) => findOrders(q, signal),
    enabled: q.length > 0,
  });

export const useOrderSearch = (q: string) => useQuery(orderSearchQuery(q));

/** One order with its ledger lines, payments, refunds and disputes. */
export const getOrderRecord = (orderId: string, signal?: AbortSignal) =>
  api<OrderRecord>(`/v1/admin/orders/${orderId}`, { signal });

export const orderRecordQuery = (orderId: string) =>
  queryOptions({
    queryKey: operatorKeys.order(orderId),
    queryFn: ({ signal }) => getOrderRecord(orderId, signal),
  });

export const useOrderRecord = (orderId: string) => useQuery(orderRecordQuery(orderId));

/** Refunds the order; `idempotencyKey` is made once per form, so a double click refunds once. */
export const refundOrder = ({
  orderId,
  idempotencyKey,
  ...body
}: OperatorRefund & { orderId: string; idempotencyKey: string }) =>
  api<Refund>(`/v1/admin/orders/${orderId}/refund`, {
    method: 'POST',
    body,
    headers: { [idempotencyKeyHeader]: idempotencyKey },
  });

export function useRefundOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSuccess: () => client.invalidateQueries({ queryKey: operatorKeys.all }),
  });
}
