import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AskQuestionRequest, Question } from '@kusp/contracts';
import { api } from '@/lib/api-client';

/** Submits the Ask A Question modal; the question waits for its payment. */
export const askQuestion = (body: AskQuestionRequest) =>
  api<{ question: Question }>('/v1/question', { method: 'POST', body });

export function useAskQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['questions'] }),
  });
}
