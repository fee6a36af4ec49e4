import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChatSession } from '@kusp/contracts';
import { localTime } from '@/lib/dates';
import { pendingRequests } from '../session-rules';
import { AnswerButtons } from './answer-buttons';
import { useAnswerRequest } from './use-answer-request';

/**
 * The astrologer's chat or video call requests, the latest per customer, each with Accept and
 * Reject.
 */
export function SessionRequests({
  sessions,
  type,
}: {
  sessions: ChatSession[];
  type: ChatSession['type'];
}) {
  const { t } = useTranslation('chat');
  const answer = useAnswerRequest();
  const requests = pendingRequests(sessions, type);
  return (
    <Card withBorder component="section" aria-label={t(`requests.${type}.title`)}>
      <Title order={2} size="h4" mb="sm">
        {t(`requests.${type}.title`)}
      </Title>
      {requests.length === 0 ? (
        <Text c="dimmed">{t(`requests.${type}.none`)}</Text>
      ) : (
        <Stack gap="xs">
          {requests.map((session) => (
            <Group
              key={session.id}
              justify="space-between"
              role="group"
              aria-label={t(`requests.${type}.from`, { name: session.userFullName })}
            >
              <div>
                <Text fw={500}>{session.userFullName}</Text>
                <Text size="xs" c="dimmed">
                  {t('requestedAt', { time: localTime(session.createdAt) })}
                </Text>
              </div>
              <AnswerButtons session={session} answer={answer} />
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
