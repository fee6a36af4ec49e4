import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Question } from '@kusp/contracts';
import { api } from '@/lib/api-client';

/** A thread: its first question with the follow-ups as subQuestions (any of its ids opens it). */
export const getQuestion = (questionId: string) =>
  api<Question>(`/v1/question/${encodeURIComponent(questionId)}`);

export const questionQuery = (questionId: string) =>
  queryOptions({
    queryKey: ['questions', 'thread', questionId],
    queryFn: () => getQuestion(questionId),
  });

export const useQuestion = (questionId: string | undefined) =>
  useQuery({ ...questionQuery(questionId ?? ''), enabled: Boolean(questionId) });
