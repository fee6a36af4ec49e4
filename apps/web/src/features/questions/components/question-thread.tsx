import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { canFollowUp, followUpRequestSchema, messages, type Question } from '@kusp/contracts';
import { TextareaField } from '@/components/forms/text-field';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/api-client';
import { localDateTime } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { useQuestion } from '../api/get-question';
import { useSendFollowUp } from '../api/send-follow-up';
import { customerStatus, messagesOf } from '../presentation';
import { ThreadMessage } from './thread-message';

const followUpSchema = followUpRequestSchema.pick({ question: true });

/** The follow-up box: Send stays disabled while the text is blank. */
function FollowUpForm({ thread }: { thread: Question }) {
  const { t } = useTranslation('thread');
  const send = useSendFollowUp(thread.questionId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ question: string }>({
    resolver: zodResolver(followUpSchema),
    defaultValues: { question: '' },
  });
  const { handleSubmit, control, reset } = form;
  const text = useWatch({ control, name: 'question' });
  const onSubmit = handleSubmit(async ({ question }) => {
    setFailure(null);
    try {
      await send.mutateAsync({
        astrologerId: thread.astrologerId,
        horoscopeId: thread.horoscopeId,
        parentQuestionId: thread.questionId,
        questionHeader: thread.questionHeader,
        question,
      });
      reset();
    } catch (error) {
      setFailure(errorMessage(error, messages.question.creationFailed));
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={t('followUpForm')}>
        <Stack gap="sm">
          <TextareaField name="question" label={t('followUp')} autosize minRows={3} />
          <FormError message={failure} />
          <Button
            type="submit"
            w="fit-content"
            disabled={text.trim() === ''}
            loading={send.isPending}
          >
            {t('send')}
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}

/**
 * The customer's thread: the question and its follow-ups, each with the answer once submitted, and
 * a follow-up box while the thread holds fewer than 3 messages and is paid.
 */
export function QuestionThread({ questionId }: { questionId: string }) {
  const { t } = useTranslation('thread');
  const { locale } = useLanguage();
  const thread = useQuestion(questionId);
  if (thread.isError) return <Alert color="red">{errorMessage(thread.error)}</Alert>;
  if (!thread.data)
    return (
      <Center mih={240}>
        <Loader aria-label={t('loading')} />
      </Center>
    );
  const root = thread.data;
  return (
    <Stack gap="md" maw={840}>
      <Title order={1} size="h2">
        {root.questionHeader}
      </Title>
      <Text c="dimmed" size="sm">
        {t('to', { name: `${root.astrologerFirstName} ${root.astrologerLastName}` })}
        {root.dueDate && !root.refundedAt && root.answerStatus !== 'ANSWERED'
          ? t('dueBy', { date: localDateTime(root.dueDate, locale) })
          : ''}
      </Text>
      {root.refundedAt && <Alert color="yellow">{t('refunded')}</Alert>}
      {messagesOf(root).map((question) => (
        <ThreadMessage
          key={question.questionId}
          question={question}
          status={t(`questions:status.${customerStatus(question)}`)}
        />
      ))}
      {canFollowUp(root) && <FollowUpForm thread={root} />}
    </Stack>
  );
}
