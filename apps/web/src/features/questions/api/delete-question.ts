import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageBody } from '@kusp/contracts';
import { api } from '@/lib/api-client';

/** Deletes an unpaid question (a draft); its order can no longer be paid. */
export const deleteQuestion = (questionId: string) =>
  api<MessageBody>(`/v1/question/${encodeURIComponent(questionId)}`, { method: 'DELETE' });

export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['questions'] }),
  });
}
