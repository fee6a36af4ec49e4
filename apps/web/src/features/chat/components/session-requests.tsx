import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ChatSession } from '@kusp/contracts';
import { localTime } from '@/lib/dates';
import { pendingRequests } from '../session-rules';
import { chatScreenTexts } from '../texts';
import { AnswerButtons } from './answer-buttons';
import { useAnswerRequest } from './use-answer-request';

/** The astrologer's chat requests, the latest per customer, each with Accept and Reject. */
export function SessionRequests({ sessions }: { sessions: ChatSession[] }) {
  const answer = useAnswerRequest();
  const requests = pendingRequests(sessions);
  return (
    <Card withBorder component="section" aria-label={chatScreenTexts.requests}>
      <Title order={2} size="h4" mb="sm">
        {chatScreenTexts.requests}
      </Title>
      {requests.length === 0 ? (
        <Text c="dimmed">{chatScreenTexts.noRequests}</Text>
      ) : (
        <Stack gap="xs">
          {requests.map((session) => (
            <Group
              key={session.id}
              justify="space-between"
              role="group"
              aria-label={`Chat request from ${session.userFullName}`}
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
