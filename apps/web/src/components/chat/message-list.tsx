import { Box, Button, Center, Divider, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { Fragment, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { timing, type ChatMessage } from '@kusp/contracts';
import { localDay, localDayName, localTime } from '@/lib/dates';
import { MessageText } from './message-text';

/**
 * A conversation, oldest first, in a 500 px window that follows new messages; older pages load on
 * request at the top. Each day's messages come under a heading (Today, Yesterday, dd-MM-yyyy): a
 * conversation spans sessions on many days, and a message shows only its time. Live chat and the
 * customer portal (with relative times) share it.
 */
export function MessageList({
  messages,
  me,
  hasMore,
  loadingMore,
  onLoadMore,
  timeLabel = localTime,
}: {
  messages: ChatMessage[];
  me: string;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** How each message's time reads (default: the local clock time). */
  timeLabel?: (iso: string) => string;
}) {
  const { t } = useTranslation('chat');
  const viewport = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    const element = viewport.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lastId]);

  return (
    <ScrollArea h={timing.chatWindowHeightPx} viewportRef={viewport} type="auto">
      <Stack gap="xs" p="sm" role="log" aria-label={t('messages')}>
        {hasMore && (
          <Center>
            <Button variant="subtle" size="xs" onClick={onLoadMore} loading={loadingMore}>
              {t('loadEarlier')}
            </Button>
          </Center>
        )}
        {messages.length === 0 && (
          <Text c="dimmed" ta="center">
            {t('noMessages')}
          </Text>
        )}
        {messages.map((message, index) => {
          const mine = message.senderId === me;
          const previous = messages[index - 1];
          const newDay = !previous || localDay(previous.createdAt) !== localDay(message.createdAt);
          return (
            <Fragment key={message.id}>
              {newDay && <Divider label={localDayName(message.createdAt)} labelPosition="center" />}
              <Box
                role="article"
                aria-label={t('sentBy', {
                  name: message.senderName,
                  time: timeLabel(message.createdAt),
                })}
                style={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '75%' }}
              >
                <Paper px="sm" py={6} radius="md" bg={mine ? 'violet.0' : 'gray.0'} withBorder>
                  <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {message.isMedia ? (
                      t('messages:chat.mediaUnavailable')
                    ) : (
                      <MessageText content={message.content} />
                    )}
                  </Text>
                </Paper>
                <Text size="xs" c="dimmed" ta={mine ? 'right' : 'left'}>
                  {timeLabel(message.createdAt)}
                </Text>
              </Box>
            </Fragment>
          );
        })}
      </Stack>
    </ScrollArea>
  );
}
