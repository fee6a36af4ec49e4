import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href, messages, type Question } from '@kusp/contracts';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useSaveAnswer } from '../api/save-answer';
import { messagesOf, nextToAnswer } from '../presentation';
import { ThreadMessage } from './thread-message';

/** The astrologer's word for what a message waits for (`thread:status`). */
function astrologerStatus(question: Question) {
  if (question.refundedAt) return 'refunded';
  if (question.answerStatus === 'PAYMENT_PENDING') return 'paymentPending';
  if (question.answerStatus === 'DRAFT') return 'draft';
  return question.overdue ? 'overdue' : 'awaiting';
}

interface AnswerEditorProps {
  question: Question;
  horoscopeId: string;
  /** Editing a submitted answer: one Save, and the screen stays. */
  onEdited?: () => void;
}

/** The answer box: Save Draft and Submit (both back to pending questions), disabled while blank. */
function AnswerEditor({ question, horoscopeId, onEdited }: AnswerEditorProps) {
  const { t } = useTranslation('thread');
  const navigate = useNavigate();
  const astrologerId = useSession((s) => s.userId) ?? '';
  const save = useSaveAnswer();
  const [text, setText] = useState(question.answer ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const blank = text.trim() === '';

  const submit = async (answerStatus: 'DRAFT' | 'ANSWERED') => {
    setFailure(null);
    try {
      await save.mutateAsync({
        questionId: question.questionId,
        astrologerId,
        horoscopeId,
        answerStatus,
        astrologerAnswer: text,
        answerDate: new Date().toISOString(),
      });
      if (onEdited) {
        notifySuccess(t('answerUpdated'));
        onEdited();
      } else {
        await navigate(href('pendingQuestions'));
      }
    } catch (error) {
      setFailure(errorMessage(error, messages.generic.somethingWentWrongTryAgain));
    }
  };

  return (
    <Stack gap="sm">
      <Textarea
        label={t(onEdited ? 'editYourAnswer' : 'yourAnswer')}
        autosize
        minRows={6}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <FormError message={failure} />
      <Group gap="sm">
        {onEdited ? (
          <>
            <Button
              disabled={blank}
              loading={save.isPending}
              onClick={() => void submit('ANSWERED')}
            >
              {t('save')}
            </Button>
            <Button variant="default" onClick={onEdited}>
              {t('cancel')}
            </Button>
          </>
        ) : (
          <>
            <Button
              variant="light"
              disabled={blank || save.isPending}
              onClick={() => void submit('DRAFT')}
            >
              {t('saveDraft')}
            </Button>
            <Button disabled={blank || save.isPending} onClick={() => void submit('ANSWERED')}>
              {t('submit')}
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}

/**
 * The astrologer's side of a thread: every message with its answer, the answer box for the next
 * unanswered one (hidden once all are answered), and Edit on a submitted answer, for the question's
 * own astrologer only.
 */
export function AnswerPanel({ thread }: { thread: Question }) {
  const { t } = useTranslation('thread');
  const me = useSession((s) => s.userId);
  const [editing, setEditing] = useState<string | null>(null);
  const own = thread.astrologerId === me;
  const next = own ? nextToAnswer(thread) : undefined;
  return (
    <Stack gap="md">
      {thread.refundedAt && <Alert color="yellow">{t('refundedToCustomer')}</Alert>}
      {messagesOf(thread).map((question) => {
        const answered = question.answerStatus === 'ANSWERED';
        const isEditing = editing === question.questionId;
        return (
          <ThreadMessage
            key={question.questionId}
            question={question}
            status={t(`status.${astrologerStatus(question)}`)}
            answerSlot={
              isEditing ? (
                <AnswerEditor
                  question={question}
                  horoscopeId={thread.horoscopeId}
                  onEdited={() => setEditing(null)}
                />
              ) : undefined
            }
            actions={
              own && answered && !isEditing && !thread.refundedAt ? (
                <Button
                  size="xs"
                  variant="subtle"
                  w="fit-content"
                  onClick={() => setEditing(question.questionId)}
                >
                  {t('editAnswer')}
                </Button>
              ) : undefined
            }
          />
        );
      })}
      {next && !editing && (
        <AnswerEditor key={next.questionId} question={next} horoscopeId={thread.horoscopeId} />
      )}
    </Stack>
  );
}
