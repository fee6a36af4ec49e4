/** The reviews feature's query keys: invalidate through these, never a typed-out array. */
export const reviewKeys = {
  all: ['reviews'] as const,
  astrologer: (astrologerId: string) => ['reviews', 'astrologer', astrologerId] as const,
  astrologerPage: (astrologerId: string, page: number) =>
    ['reviews', 'astrologer', astrologerId, page] as const,
  order: (orderId: string) => ['reviews', 'order', orderId] as const,
};
