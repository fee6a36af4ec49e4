import { Alert, Button, Group, Loader, Pagination, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { href, messages, pageSizes, type Question } from '@kusp/contracts';
import { useCheckout } from '@/hooks/use-checkout';
import { errorMessage } from '@/lib/api-client';
import { localDateTime } from '@/lib/dates';
import { useMyQuestions } from '../api/get-my-questions';
import { customerStatus } from '../presentation';

/** A question whose payment was abandoned can be paid again. */
const payable = (q: Question) =>
  q.answerStatus === 'PAYMENT_PENDING' &&
  !q.refundedAt &&
  q.orderId !== null &&
  q.orderTotal !== null;

/**
 * My Questions: #, Question, Answer, Astrologer, Last answered, Actions (View; Pay while the
 * payment is pending); 10 a page, newest first.
 */
export function MyQuestionsTable() {
  const [page, setPage] = useState(0);
  const questions = useMyQuestions(page);
  const queryClient = useQueryClient();
  const checkout = useCheckout({
    successTo: href('myQuestions'),
    onPaid: () => queryClient.invalidateQueries({ queryKey: ['questions'] }),
  });
  if (questions.isError) return <Alert color="red">{errorMessage(questions.error)}</Alert>;
  if (!questions.data) return <Loader aria-label="Loading questions" />;
  const { content, number, totalPages } = questions.data;
  return (
    <>
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover withTableBorder aria-label="My Questions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>Question</Table.Th>
              <Table.Th>Answer</Table.Th>
              <Table.Th>Astrologer</Table.Th>
              <Table.Th>Last answered</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {content.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text ta="center" c="dimmed" py="md">
                    {messages.noData}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              content.map((question, i) => (
                <Table.Tr key={question.questionId}>
                  <Table.Td>{number * pageSizes.list + i + 1}</Table.Td>
                  <Table.Td maw={280}>
                    <Text fw={600} size="sm">
                      {question.questionHeader}
                    </Text>
                    <Text size="sm" lineClamp={2}>
                      {question.question}
                    </Text>
                  </Table.Td>
                  <Table.Td maw={320}>
                    {question.answerStatus === 'ANSWERED' && question.answer ? (
                      <Text size="sm" lineClamp={2}>
                        {question.answer}
                      </Text>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {customerStatus(question)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {question.astrologerFirstName} {question.astrologerLastName}
                  </Table.Td>
                  <Table.Td>
                    {question.lastAnswerDate ? localDateTime(question.lastAnswerDate) : '–'}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        component={Link}
                        to={href('questionThread', { questionId: question.questionId })}
                        size="xs"
                        aria-label={`View ${question.questionHeader}`}
                      >
                        View
                      </Button>
                      {payable(question) && (
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={`Pay for ${question.questionHeader}`}
                          loading={checkout.busy}
                          onClick={() =>
                            void checkout.start(
                              {
                                orderId: question.orderId!,
                                invoice: { totalAmount: question.orderTotal! },
                              },
                              { subject: question.questionHeader, question: question.question },
                            )
                          }
                        >
                          Pay
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))
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
          aria-label="Question pages"
        />
      )}
      {checkout.dialog}
    </>
  );
}
