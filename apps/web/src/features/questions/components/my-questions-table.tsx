import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href, type Question } from '@kusp/contracts';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { PagedTable } from '@/components/ui/paged-table';
import { useCheckout } from '@/hooks/use-checkout';
import { errorMessage } from '@/lib/api-client';
import { localDateTime } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteQuestion } from '../api/delete-question';
import { useMyQuestions } from '../api/get-my-questions';
import { customerStatus } from '../presentation';

/** A question whose payment was abandoned can be paid again. */
const payable = (q: Question) =>
  q.answerStatus === 'PAYMENT_PENDING' &&
  !q.refundedAt &&
  q.orderId !== null &&
  q.orderTotal !== null;

const columns = ['question', 'answer', 'astrologer', 'lastAnswered', 'actions'] as const;

/**
 * My Questions: #, Question, Answer, Astrologer, Last answered, Actions (View; while the payment is
 * pending the question is a draft: Pay, and Delete after asking); 10 a page, newest first.
 */
export function MyQuestionsTable() {
  const { t } = useTranslation('questions');
  const { locale } = useLanguage();
  const [page, setPage] = useState(0);
  const questions = useMyQuestions(page);
  const queryClient = useQueryClient();
  const checkout = useCheckout({
    successTo: href('myQuestions'),
    onPaid: () => queryClient.invalidateQueries({ queryKey: ['questions'] }),
  });
  const remove = useDeleteQuestion();
  // The question stays named while its dialog fades out; `asking` opens and closes the dialog.
  const [deleting, setDeleting] = useState<Question | null>(null);
  const [asking, setAsking] = useState(false);
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.questionId);
      notifySuccess(t('my.deleted'));
      setAsking(false);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };
  if (questions.isError) return <Alert color="red">{errorMessage(questions.error)}</Alert>;
  if (!questions.data) return <Loader aria-label={t('my.loading')} />;
  return (
    <>
      <PagedTable
        label={t('routes:myQuestions')}
        columns={columns.map((column) => t(`my.columns.${column}`))}
        minWidth={760}
        page={questions.data}
        onPageChange={setPage}
        rows={questions.data.content.map((question) => ({
          key: question.questionId,
          cells: [
            <>
              <Text fw={600} size="sm">
                {question.questionHeader}
              </Text>
              <Text size="sm" lineClamp={2}>
                {question.question}
              </Text>
            </>,
            question.answerStatus === 'ANSWERED' && question.answer ? (
              <Text size="sm" lineClamp={2}>
                {question.answer}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                {t(`status.${customerStatus(question)}`)}
              </Text>
            ),
            `${question.astrologerFirstName} ${question.astrologerLastName}`,
            question.lastAnswerDate ? localDateTime(question.lastAnswerDate, locale) : '–',
            <Group gap="xs" wrap="nowrap">
              <Button
                component={Link}
                to={href('questionThread', { questionId: question.questionId })}
                size="xs"
                aria-label={t('my.viewSubject', { subject: question.questionHeader })}
              >
                {t('my.view')}
              </Button>
              {payable(question) && (
                <Button
                  size="xs"
                  variant="light"
                  aria-label={t('my.paySubject', { subject: question.questionHeader })}
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
                  {t('my.pay')}
                </Button>
              )}
              {payable(question) && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={t('my.deleteSubject', { subject: question.questionHeader })}
                  onClick={() => {
                    setDeleting(question);
                    setAsking(true);
                  }}
                >
                  {t('my.delete')}
                </Button>
              )}
            </Group>,
          ],
        }))}
      />
      {checkout.dialog}
      <ConfirmModal
        opened={asking}
        title={t('my.deleteTitle')}
        confirmLabel={t('my.delete')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setAsking(false)}
      >
        {t('my.deleteText', { subject: deleting?.questionHeader })}
      </ConfirmModal>
    </>
  );
}
