import type { AuditQuery, ReviewStatus } from '@kusp/contracts';

/** The operator console's query keys; invalidate through these. */
export const operatorKeys = {
  all: ['operators'] as const,
  dashboard: () => [...operatorKeys.all, 'dashboard'] as const,
  reviews: () => [...operatorKeys.all, 'reviews'] as const,
  reviewsIn: (status: ReviewStatus) => [...operatorKeys.reviews(), status] as const,
  audit: (query: AuditQuery) => [...operatorKeys.all, 'audit', query] as const,
  list: () => [...operatorKeys.all, 'list'] as const,
};
