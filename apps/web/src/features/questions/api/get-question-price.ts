import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Quote } from '@kusp/contracts';
import { api } from '@/lib/api-client';

/** The astrologer's PER_QUESTION quote (integer paise). */
export const getQuestionPrice = (astrologerId: string) =>
  api<Quote>(`/v1/pricing/astrologer/rate/final/${encodeURIComponent(astrologerId)}`, {
    query: { type: 'PER_QUESTION' },
  });

export const questionPriceQuery = (astrologerId: string) =>
  queryOptions({
    queryKey: ['questions', 'price', astrologerId],
    queryFn: () => getQuestionPrice(astrologerId),
    retry: false,
  });

export const useQuestionPrice = (astrologerId: string) =>
  useQuery(questionPriceQuery(astrologerId));
