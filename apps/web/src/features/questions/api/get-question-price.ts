import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The pricing answer for one question: integer paise. */
export interface QuestionPrice {
  baseRate: number;
  totalAmount: number;
  currency?: string;
}

/** The astrologer's PER_QUESTION quote. */
export const getQuestionPrice = (astrologerId: string) =>
  api<QuestionPrice>(`/v1/pricing/astrologer/rate/final/${encodeURIComponent(astrologerId)}`, {
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
