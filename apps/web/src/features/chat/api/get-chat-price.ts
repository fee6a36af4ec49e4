import { queryOptions } from '@tanstack/react-query';
import type { Quote } from '@kusp/contracts';
import { api } from '@/lib/api-client';

/** What a live chat with the astrologer costs, taxes included (the server's quote, in paise). */
export const getChatPrice = (astrologerId: string) =>
  api<Quote>(`/v1/pricing/astrologer/rate/final/${encodeURIComponent(astrologerId)}`, {
    query: { type: 'PER_QUESTION' },
  });

export const chatPriceQuery = (astrologerId: string) =>
  queryOptions({
    queryKey: ['chat', 'price', astrologerId],
    queryFn: () => getChatPrice(astrologerId),
    staleTime: 0,
  });
