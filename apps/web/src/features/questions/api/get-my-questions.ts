import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pageSizes, type QuestionPage } from '@kusp/contracts';
import { api } from '@/lib/api-client';

/** My Questions: the customer's threads, newest first, 10 a page from page 0. */
export const getMyQuestions = (page: number) =>
  api<QuestionPage>('/v1/question/my-questions', { query: { page, size: pageSizes.list } });

export const myQuestionsQuery = (page: number) =>
  queryOptions({
    queryKey: ['questions', 'list', 'mine', page],
    queryFn: () => getMyQuestions(page),
    placeholderData: keepPreviousData,
  });

export const useMyQuestions = (page: number) => useQuery(myQuestionsQuery(page));
