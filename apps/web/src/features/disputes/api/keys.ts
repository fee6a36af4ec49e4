/** The disputes feature's query keys: invalidate through these. */
export const disputeKeys = {
  all: ['disputes'] as const,
  order: (orderId: string) => [...disputeKeys.all, 'order', orderId] as const,
};
