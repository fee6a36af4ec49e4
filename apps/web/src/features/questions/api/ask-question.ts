import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AskQuestionRequest, Order, Question } from '@kusp/contracts';
import { api } from '@/lib/api-client';

/** Submits the Ask A Question modal: the question and its order, waiting for the payment. */
export const askQuestion = (body: AskQuestionRequest) =>
  api<{ question: Question; order: Order }>('/v1/question', { method: 'POST', body });

export function useAskQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['questions'] }),
  });
}
