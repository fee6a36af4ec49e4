import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnReview } from '@kusp/contracts';
import { api } from '@/lib/api-client';
import { reviewKeys } from './keys';

/** The customer's review of an order, and whether they may write one. */
export const getOwnReview = (orderId: string) => api<OwnReview>(`/v1/reviews/order/${orderId}`);

export const ownReviewQuery = (orderId: string) =>
  queryOptions({ queryKey: reviewKeys.order(orderId), queryFn: () => getOwnReview(orderId) });

export const useOwnReview = (orderId: string) => useQuery(ownReviewQuery(orderId));
