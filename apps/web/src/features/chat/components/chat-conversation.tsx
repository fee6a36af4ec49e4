import { Alert, Badge, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  chatMessageSchema,
  chatSessionSchema,
  sessionEndedKey,
  type ChatSession,
  type LiveEvent,
} from '@kusp/contracts';
import { errorMessage } from '@/lib/api-client';
import { useLiveEvents, useLiveReconnected, useTabMessages } from '@/lib/live/use-live';
import { useSession } from '@/lib/session';
import { conversationSessionQuery, useConversationSession } from '../api/get-conversation-session';
import { messagesForDisplay, messagesQuery, showMessage, useMessages } from '../api/get-messages';
import { useSendMessage } from '../api/send-message';
import { chatInputState, remainingMs } from '../session-rules';
import { AnswerButtons } from './answer-buttons';
import { SessionCountdown } from './countdown';
import { EndSessionButton } from './end-session-button';
import { MessageInput } from '@/components/chat/message-input';
import { MessageList } from '@/components/chat/message-list';
import { useAnswerRequest } from './use-answer-request';
import { useNow } from './use-now';

const sessionEventTypes = ['CHAT_REQUEST', 'CHAT_ACCEPTED', 'CHAT_REJECTED', 'CHAT_ENDED'] as const;

/** Why there is nothing to type into: the spec's texts for waiting and for no session, or ours. */
function closedNotice(session: ChatSession | null, isCustomer: boolean, t: TFunction): string {
  if (session && !session.active) {
    if (session.status === 'ACCEPTED') {
      const ended = sessionEndedKey(session, isCustomer ? 'CUSTOMER' : 'ASTROLOGER');
      return ended
        ? t(`chat:sessionEnded.${ended.type}.${ended.by}.${ended.what}`)
        : t('chat:ended');
    }
    if (session.closeReason === 'TIMED_OUT') return t('chat:timedOut');
    if (session.closeReason === 'CANCELLED') return t('chat:cancelled');
    return t('chat:rejected');
  }
  return t(isCustomer ? 'messages:video.waitForApproval' : 'messages:video.noActiveSession');
}

/**
 * One conversation between a customer and an astrologer: history (10 a page, load more), live
 * messages, the session's countdown and the message box the session rules allow.
 */
export function ChatConversation({
  userId,
  astrologerId,
}: {
  userId: string;
  astrologerId: string;
}) {
  const { t } = useTranslation('chat');
  const me = useSession((s) => s.userId) ?? '';
  const isCustomer = me === userId;
  const other = isCustomer ? astrologerId : userId;
  const queryClient = useQueryClient();
  const sessionQuery = useConversationSession(userId, astrologerId);
  const history = useMessages(userId, astrologerId);
  const send = useSendMessage(userId, astrologerId);
  const answer = useAnswerRequest();

  const session = sessionQuery.data?.session ?? null;
  const running = session?.status === 'ACCEPTED' && session.active;
  const now = useNow(running);
  const remaining = remainingMs(session, sessionQuery.data?.clockOffsetMs ?? 0, now);
  const input = chatInputState(session, remaining);

  const inThisChat = (a: string, b: string) =>
    (a === userId && b === astrologerId) || (a === astrologerId && b === userId);
  const reloadSession = () =>
    queryClient.invalidateQueries({
      queryKey: conversationSessionQuery(userId, astrologerId).queryKey,
    });
  const reloadAll = () => {
    void reloadSession();
    void queryClient.invalidateQueries({ queryKey: messagesQuery(userId, astrologerId).queryKey });
  };

  useLiveEvents(['CHAT_MESSAGE'], (event: LiveEvent) => {
    const message = chatMessageSchema.safeParse(event.data);
    if (message.success && inThisChat(message.data.senderId, message.data.recipientId))
      showMessage(queryClient, userId, astrologerId, message.data);
  });
  useLiveEvents(sessionEventTypes, (event: LiveEvent) => {
    const changed = chatSessionSchema.safeParse(event.data);
    if (changed.success && inThisChat(changed.data.userId, changed.data.astrologerId))
      void reloadSession();
  });
  useTabMessages(reloadAll);
  useLiveReconnected(reloadAll);

  if (sessionQuery.isPending || history.isPending)
    return (
      <Center mih={240}>
        <Loader aria-label={t('loading')} />
      </Center>
    );
  if (sessionQuery.isError) return <Alert color="red">{errorMessage(sessionQuery.error)}</Alert>;

  const name = session ? (isCustomer ? session.astrologerName : session.userFullName) : null;

  return (
    <Stack gap="sm" maw={840}>
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <Title order={1} size="h3">
            {name ?? t('title')}
          </Title>
          {session?.active && (
            // Filled dark shades: tinted text on a tinted ground falls short of WCAG AA contrast.
            <Badge color={session.status === 'PENDING' ? 'gray.7' : 'teal.9'} variant="filled">
              {session.status === 'PENDING' ? t('pending') : t('live')}
            </Badge>
          )}
        </Group>
        {session?.active && !isCustomer && session.status === 'PENDING' && (
          <AnswerButtons session={session} answer={answer} />
        )}
        {session?.active && (isCustomer || session.status === 'ACCEPTED') && (
          <EndSessionButton session={session} isCustomer={isCustomer} remainingMs={remaining} />
        )}
      </Group>
      {input === 'enabled' && remaining !== null && <SessionCountdown remainingMs={remaining} />}
      <Card withBorder p={0}>
        <MessageList
          messages={messagesForDisplay(history.data)}
          me={me}
          hasMore={history.hasNextPage}
          loadingMore={history.isFetchingNextPage}
          onLoadMore={() => void history.fetchNextPage()}
        />
        <Stack gap="xs" p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          {input === 'hidden' ? (
            <Text c="dimmed" role="status">
              {remaining !== null && remaining <= 0 && session?.active
                ? t('ended')
                : closedNotice(session, isCustomer, t)}
            </Text>
          ) : (
            <>
              {input === 'disabled' && (
                <Text c="dimmed" role="status">
                  {isCustomer ? t('messages:video.waitForApproval') : t('requests.TEXT.alert')}
                </Text>
              )}
              <MessageInput
                disabled={input !== 'enabled'}
                onSend={(content) =>
                  send.mutateAsync({
                    recipientId: other,
                    content,
                    conversationSessionId: session?.id,
                  })
                }
              />
            </>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
