import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FollowUpRequest, Question } from '@kusp/contracts';
import { api } from '@/lib/api-client';
import { questionQuery } from './get-question';

/** A follow-up in a paid thread; answers the whole thread. */
export const sendFollowUp = (body: FollowUpRequest) =>
  api<Question>('/v1/question/follow-up', { method: 'POST', body });

export function useSendFollowUp(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFollowUp,
    onSuccess: async (thread) => {
      queryClient.setQueryData(questionQuery(threadId).queryKey, thread);
      await queryClient.invalidateQueries({ queryKey: ['questions', 'list'] });
    },
  });
}
