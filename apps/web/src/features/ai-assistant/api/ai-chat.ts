import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  idempotencyKeyHeader,
  type AiAnswer,
  type AiHistoryPage,
  type AiQuestionRequest,
  type DialoguePricing,
} from '@kusp/contracts';
import { walletQueryKey } from '@/hooks/use-wallet-balance';
import { api } from '@/lib/api-client';

export const aiKeys = {
  all: ['ai-assistant'] as const,
  history: (userId: string) => [...aiKeys.all, 'history', userId] as const,
  pricing: () => [...aiKeys.all, 'pricing'] as const,
};

/** The latest exchanges (newest first from the server), oldest first for the conversation. */
export const aiHistoryQuery = (userId: string) =>
  queryOptions({
    queryKey: aiKeys.history(userId),
    queryFn: async () => {
      const page = await api<AiHistoryPage>('/v1/ai-chat/history', {
        query: { pageNumber: 0, pageSize: 20 },
      });
      return [...page.content].reverse();
    },
  });

export const useAiHistory = (userId: string | null) =>
  useQuery({ ...aiHistoryQuery(userId ?? ''), enabled: Boolean(userId) });

/** GET pricing dialogue: the price per question and the minimum balance, in millicredits. */
export const useAiPricing = () =>
  useQuery({
    queryKey: aiKeys.pricing(),
    queryFn: () => api<DialoguePricing>('/v1/pricing/dialogue', { query: { countryCode: 'IN' } }),
  });

/** POST ai-chat chat-question; one Idempotency-Key per question asked, so a retry never pays twice. */
export const askAi = ({
  idempotencyKey,
  ...body
}: AiQuestionRequest & { idempotencyKey: string }) =>
  api<AiAnswer>('/v1/ai-chat/chat-question', {
    method: 'POST',
    body,
    headers: { [idempotencyKeyHeader]: idempotencyKey },
  });

export function useAskAi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askAi,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: walletQueryKey });
      await queryClient.invalidateQueries({ queryKey: aiKeys.all });
    },
  });
}
