import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@kusp/contracts';
import { api } from '@/lib/api-client';

/** One of the customer's own orders with its invoice (paise). */
export const getOrder = (orderId: string) =>
  api<Order>(`/v1/payment/order/${encodeURIComponent(orderId)}`);

export const orderQuery = (orderId: string) =>
  queryOptions({ queryKey: ['payments', 'order', orderId], queryFn: () => getOrder(orderId) });

export const useOrder = (orderId: string | undefined) =>
  useQuery({ ...orderQuery(orderId ?? ''), enabled: Boolean(orderId) });
