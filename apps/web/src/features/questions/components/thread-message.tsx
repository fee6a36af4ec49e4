import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { showsAnswer, type Question } from '@kusp/contracts';
import { localDateTime } from '@/lib/dates';

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
  return (
    <Paper withBorder p="md" component="article" aria-label={question.questionHeader}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{question.questionHeader}</Text>
          <Text size="xs" c="dimmed">
            Asked {localDateTime(question.questionDate)}
          </Text>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{question.question}</Text>
        {answerSlot ??
          (showsAnswer(question) ? (
            <Paper bg="violet.0" p="sm" radius="sm" aria-label="Answer">
              <Group justify="space-between" gap="xs" mb={4}>
                <Text size="sm" fw={600}>
                  {question.astrologerFirstName} {question.astrologerLastName}'s answer
                </Text>
                {question.answerDate && (
                  <Text size="xs" c="dimmed">
                    {localDateTime(question.answerDate)}
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
