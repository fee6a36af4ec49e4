import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dispute } from '@kusp/contracts';
import { api } from '@/lib/api-client';
import { disputeKeys } from './keys';

/** The customer's disputes about an order of theirs, newest first. */
export const getOrderDisputes = (orderId: string) =>
  api<Dispute[]>(`/v1/disputes/order/${orderId}`);

export const orderDisputesQuery = (orderId: string) =>
  queryOptions({ queryKey: disputeKeys.order(orderId), queryFn: () => getOrderDisputes(orderId) });

export const useOrderDisputes = (orderId: string) => useQuery(orderDisputesQuery(orderId));
