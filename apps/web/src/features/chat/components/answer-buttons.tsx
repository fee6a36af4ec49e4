import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChatSession } from '@kusp/contracts';
import type { useAnswerRequest } from './use-answer-request';

/** The astrologer's Accept and Reject for a pending request, on /chats and in the conversation. */
export function AnswerButtons({
  session,
  answer,
}: {
  session: ChatSession;
  answer: ReturnType<typeof useAnswerRequest>;
}) {
  const { t } = useTranslation('chat');
  const busy = answer.pendingId === session.id;
  return (
    <Group gap="xs">
      <Button size="xs" onClick={() => void answer.accept(session)} loading={busy}>
        {t('accept')}
      </Button>
      <Button
        size="xs"
        variant="default"
        onClick={() => void answer.reject(session)}
        disabled={busy}
      >
        {t('reject')}
      </Button>
    </Group>
  );
}
