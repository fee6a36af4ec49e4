import type { AuditQuery, DisputeStatus, ReviewStatus } from '@kusp/contracts';

/** The operator console's query keys; invalidate through these. */
export const operatorKeys = {
  all: ['operators'] as const,
  dashboard: () => [...operatorKeys.all, 'dashboard'] as const,
  reviews: () => [...operatorKeys.all, 'reviews'] as const,
  reviewsIn: (status: ReviewStatus) => [...operatorKeys.reviews(), status] as const,
  audit: (query: AuditQuery) => [...operatorKeys.all, 'audit', query] as const,
  list: () => [...operatorKeys.all, 'list'] as const,
  reportedReviews: () => [...operatorKeys.all, 'reported-reviews'] as const,
  payables: () => [...operatorKeys.all, 'payables'] as const,
  orders: () => [...operatorKeys.all, 'orders'] as const,
  orderSearch: (q: string) => [...operatorKeys.orders(), 'search', q] as const,
  order: (orderId: string) => [...operatorKeys.orders(), orderId] as const,
  disputes: () => [...operatorKeys.all, 'disputes'] as const,
  disputesIn: (status: DisputeStatus) => [...operatorKeys.disputes(), status] as const,
  conversation: (disputeId: string) =>
    [...operatorKeys.disputes(), 'conversation', disputeId] as const,
};
