import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pageSizes, type AnswerStatus, type QuestionPage } from '@kusp/contracts';
import { api } from '@/lib/api-client';

/** The spec's astrologer list call: own id, repeatable status, 10 a page, DESC. */
export const getAstrologerQuestions = (
  astrologerId: string,
  statuses: readonly AnswerStatus[],
  page: number,
) =>
  api<QuestionPage>('/v1/question/customer-question', {
    query: {
      astrologerId,
      page,
      size: pageSizes.list,
      status: [...statuses],
      sortOrder: 'DESC',
    },
  });

export const astrologerQuestionsQuery = (
  astrologerId: string,
  statuses: readonly AnswerStatus[],
  page: number,
) =>
  queryOptions({
    queryKey: ['questions', 'list', 'astrologer', astrologerId, statuses.join(','), page],
    queryFn: () => getAstrologerQuestions(astrologerId, statuses, page),
    placeholderData: keepPreviousData,
  });

export const useAstrologerQuestions = (
  astrologerId: string | null,
  statuses: readonly AnswerStatus[],
  page: number,
) =>
  useQuery({
    ...astrologerQuestionsQuery(astrologerId ?? '', statuses, page),
    enabled: Boolean(astrologerId),
  });
