import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showsAnswer, type Question } from '@kusp/contracts';
import { localDateTime } from '@/lib/dates';
import { useLanguage } from '@/lib/language';

/** One message of a thread: the question, and its answer when there is one to show. */
export function ThreadMessage({
  question,
  status,
  answerSlot,
  actions,
}: {
  question: Question;
  /** What the message waits for, shown while there is no answer. */
  status: ReactNode;
  /** Replaces the answer (the astrologer's editor). */
  answerSlot?: ReactNode;
  /** Below the answer (the astrologer's Edit). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation('thread');
  const { locale } = useLanguage();
  return (
    <Paper withBorder p="md" component="article" aria-label={question.questionHeader}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{question.questionHeader}</Text>
          <Text size="xs" c="dimmed">
            {t('asked', { date: localDateTime(question.questionDate, locale) })}
          </Text>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{question.question}</Text>
        {answerSlot ??
          (showsAnswer(question) ? (
            <Paper bg="violet.0" p="sm" radius="sm" aria-label={t('answer')}>
              <Group justify="space-between" gap="xs" mb={4}>
                <Text size="sm" fw={600}>
                  {t('answerOf', {
                    name: `${question.astrologerFirstName} ${question.astrologerLastName}`,
                  })}
                </Text>
                {question.answerDate && (
                  <Text size="xs" c="dimmed">
                    {localDateTime(question.answerDate, locale)}
                  </Text>
                )}
              </Group>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{question.answer}</Text>
            </Paper>
          ) : (
            <Badge variant="light" color="gray">
              {status}
            </Badge>
          ))}
        {actions}
      </Stack>
    </Paper>
  );
}
