import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Question, SaveAnswerRequest } from '@kusp/contracts';
import { api } from '@/lib/api-client';

/** Save Draft (DRAFT) or Submit (ANSWERED); answers the whole thread. */
export const saveAnswer = (body: SaveAnswerRequest) =>
  api<Question>('/v1/question/answer', { method: 'PUT', body });

export function useSaveAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnswer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['questions'] }),
  });
}
