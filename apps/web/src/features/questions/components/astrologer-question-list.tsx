import { Alert, Anchor, Badge, Group, Loader, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href, pendingAnswerStatuses, type AnswerStatus, type Question } from '@kusp/contracts';
import { PagedTable } from '@/components/ui/paged-table';
import { errorMessage } from '@/lib/api-client';
import { localDateTime } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { useSession } from '@/lib/session';
import { useAstrologerQuestions } from '../api/get-astrologer-questions';

const lists = {
  pending: {
    statuses: pendingAnswerStatuses,
    route: 'pendingQuestions',
    dateHeader: 'dueDate',
    dateOf: (q: Question) => q.dueDate,
  },
  answered: {
    statuses: ['ANSWERED'] as const satisfies readonly AnswerStatus[],
    route: 'answeredQuestions',
    dateHeader: 'answeredDate',
    dateOf: (q: Question) => q.answerDate,
  },
} as const;

/**
 * The astrologer's pending (DRAFT, PENDING_REPLY: overdue first, then by due date) or answered
 * questions: #, Question (a link to the answer screen), the date; 10 a page.
 */
export function AstrologerQuestionList({ kind }: { kind: keyof typeof lists }) {
  const { t } = useTranslation('thread');
  const { locale } = useLanguage();
  const list = lists[kind];
  const astrologerId = useSession((s) => s.userId);
  const [page, setPage] = useState(0);
  const questions = useAstrologerQuestions(astrologerId, list.statuses, page);
  if (questions.isError) return <Alert color="red">{errorMessage(questions.error)}</Alert>;
  if (!questions.data) return <Loader aria-label={t('loadingQuestions')} />;
  return (
    <PagedTable
      label={t(`routes:${list.route}`)}
      columns={[t('columns.question'), t(`columns.${list.dateHeader}`)]}
      minWidth={520}
      page={questions.data}
      onPageChange={setPage}
      rows={questions.data.content.map((question) => {
        const date = list.dateOf(question);
        return {
          key: question.questionId,
          cells: [
            <>
              <Anchor
                component={Link}
                to={href('astrologerQuestion', { questionId: question.questionId })}
                state={{ question, answered: kind === 'answered' }}
                fw={600}
              >
                {question.questionHeader}
              </Anchor>
              <Text size="sm" lineClamp={1}>
                {question.parentQuestionId ? t('followUpPrefix') : ''}
                {question.question}
              </Text>
            </>,
            <Group gap="xs">
              <Text size="sm">{date ? localDateTime(date, locale) : '–'}</Text>
              {question.overdue && (
                <Badge color="red.9" variant="filled">
                  {t('overdue')}
                </Badge>
              )}
              {question.answerStatus === 'DRAFT' && (
                <Badge color="gray.7" variant="filled">
                  {t('draft')}
                </Badge>
              )}
            </Group>,
          ],
        };
      })}
    />
  );
}
