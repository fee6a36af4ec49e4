import { Alert, Anchor, Badge, Group, Loader, Pagination, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  href,
  messages,
  pageSizes,
  pendingAnswerStatuses,
  type AnswerStatus,
  type Question,
} from '@kusp/contracts';
import { errorMessage } from '@/lib/api-client';
import { localDateTime } from '@/lib/dates';
import { useSession } from '@/lib/session';
import { useAstrologerQuestions } from '../api/get-astrologer-questions';

const lists = {
  pending: {
    statuses: pendingAnswerStatuses,
    label: 'Pending Questions',
    dateHeader: 'Due Date',
    dateOf: (q: Question) => q.dueDate,
  },
  answered: {
    statuses: ['ANSWERED'] as const satisfies readonly AnswerStatus[],
    label: 'Answered Questions',
    dateHeader: 'Answered Date',
    dateOf: (q: Question) => q.answerDate,
  },
} as const;

/**
 * The astrologer's pending (DRAFT, PENDING_REPLY: overdue first, then by due date) or answered
 * questions: #, Question (a link to the answer screen), the date; 10 a page.
 */
export function AstrologerQuestionList({ kind }: { kind: keyof typeof lists }) {
  const list = lists[kind];
  const astrologerId = useSession((s) => s.userId);
  const [page, setPage] = useState(0);
  const questions = useAstrologerQuestions(astrologerId, list.statuses, page);
  if (questions.isError) return <Alert color="red">{errorMessage(questions.error)}</Alert>;
  if (!questions.data) return <Loader aria-label="Loading questions" />;
  const { content, number, totalPages } = questions.data;
  return (
    <>
      <Table.ScrollContainer minWidth={520}>
        <Table striped highlightOnHover withTableBorder aria-label={list.label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={48}>#</Table.Th>
              <Table.Th>Question</Table.Th>
              <Table.Th w={220}>{list.dateHeader}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {content.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={3}>
                  <Text ta="center" c="dimmed" py="md">
                    {messages.noData}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              content.map((question, i) => {
                const date = list.dateOf(question);
                return (
                  <Table.Tr key={question.questionId}>
                    <Table.Td>{number * pageSizes.list + i + 1}</Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={href('astrologerQuestion', { questionId: question.questionId })}
                        state={{ question, answered: kind === 'answered' }}
                        fw={600}
                      >
                        {question.questionHeader}
                      </Anchor>
                      <Text size="sm" lineClamp={1}>
                        {question.parentQuestionId ? 'Follow-up: ' : ''}
                        {question.question}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs">
                        <Text size="sm">{date ? localDateTime(date) : '–'}</Text>
                        {question.overdue && (
                          <Badge color="red" variant="light">
                            Overdue
                          </Badge>
                        )}
                        {question.answerStatus === 'DRAFT' && (
                          <Badge color="gray" variant="light">
                            Draft
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {totalPages > 1 && (
        <Pagination
          mt="md"
          total={totalPages}
          value={number + 1}
          onChange={(value) => setPage(value - 1)}
          aria-label={`${list.label} pages`}
        />
      )}
    </>
  );
}
