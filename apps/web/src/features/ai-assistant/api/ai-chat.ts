import {
  useInfiniteQuery,
  type InfiniteData,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
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

/** Exchanges per page: the newest page first, earlier ones on request. */
const historyPageSize = 20;

/** Every loaded page's exchanges, each once, oldest first. */
const conversationOrder = (data: InfiniteData<AiHistoryPage>) =>
  [
    ...new Map(
      data.pages.flatMap((page) => page.content).map((exchange) => [exchange.id, exchange]),
    ).values(),
  ].reverse();

/**
 * The customer's exchanges, oldest first for the conversation. The server pages from the newest;
 * each earlier page goes above the ones shown. After a new question every loaded page is read
 * again, so one that has moved to the next page may come twice: it is shown once.
 */
export const useAiHistory = (userId: string | null) =>
  useInfiniteQuery({
    queryKey: aiKeys.history(userId ?? ''),
    queryFn: ({ pageParam }) =>
      api<AiHistoryPage>('/v1/ai-chat/history', {
        query: { pageNumber: pageParam, pageSize: historyPageSize },
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.number + 1 < last.totalPages ? last.number + 1 : undefined),
    select: conversationOrder,
    enabled: Boolean(userId),
  });

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
