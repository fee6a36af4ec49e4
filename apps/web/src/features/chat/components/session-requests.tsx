import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ChatSession } from '@kusp/contracts';
import { localTime } from '@/lib/dates';
import { pendingRequests } from '../session-rules';
import { requestTexts } from '../texts';
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
  const answer = useAnswerRequest();
  const requests = pendingRequests(sessions, type);
  const texts = requestTexts[type];
  return (
    <Card withBorder component="section" aria-label={texts.title}>
      <Title order={2} size="h4" mb="sm">
        {texts.title}
      </Title>
      {requests.length === 0 ? (
        <Text c="dimmed">{texts.none}</Text>
      ) : (
        <Stack gap="xs">
          {requests.map((session) => (
            <Group
              key={session.id}
              justify="space-between"
              role="group"
              aria-label={`${texts.from} ${session.userFullName}`}
            >
              <div>
                <Text fw={500}>{session.userFullName}</Text>
                <Text size="xs" c="dimmed">
                  Requested at {localTime(session.createdAt)}
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
