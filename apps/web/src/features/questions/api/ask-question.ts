import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  idempotencyKeyHeader,
  type AskQuestionRequest,
  type Order,
  type Question,
} from '@kusp/contracts';
import { api } from '@/lib/api-client';

/**
 * Submits the Ask A Question modal: the question and its order, waiting for the payment. The same
 * `idempotencyKey` (one per question text) makes a double submit one question.
 */
export const askQuestion = ({
  idempotencyKey,
  ...body
}: AskQuestionRequest & { idempotencyKey: string }) =>
  api<{ question: Question; order: Order }>('/v1/question', {
    method: 'POST',
    body,
    headers: { [idempotencyKeyHeader]: idempotencyKey },
  });

export function useAskQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['questions'] }),
  });
}
