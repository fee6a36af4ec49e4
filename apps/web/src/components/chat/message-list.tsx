import { Box, Button, Center, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { messages as texts, timing, type ChatMessage } from '@kusp/contracts';
import { localTime } from '@/lib/dates';

const messageListTexts = {
  loadEarlier: 'Load earlier messages',
  noMessages: 'No messages yet.',
} as const;

/**
 * A conversation, oldest first, in a 500 px window that follows new messages; older pages load on
 * request at the top. Live chat and the customer portal (with relative times) share it.
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
  const viewport = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    const element = viewport.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lastId]);

  return (
    <ScrollArea h={timing.chatWindowHeightPx} viewportRef={viewport} type="auto">
      <Stack gap="xs" p="sm" role="log" aria-label="Messages">
        {hasMore && (
          <Center>
            <Button variant="subtle" size="xs" onClick={onLoadMore} loading={loadingMore}>
              {messageListTexts.loadEarlier}
            </Button>
          </Center>
        )}
        {messages.length === 0 && (
          <Text c="dimmed" ta="center">
            {messageListTexts.noMessages}
          </Text>
        )}
        {messages.map((message) => {
          const mine = message.senderId === me;
          return (
            <Box
              key={message.id}
              role="article"
              aria-label={`${message.senderName}, ${timeLabel(message.createdAt)}`}
              style={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '75%' }}
            >
              <Paper px="sm" py={6} radius="md" bg={mine ? 'violet.0' : 'gray.0'} withBorder>
                <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {message.isMedia ? texts.chat.mediaUnavailable : message.content}
                </Text>
              </Paper>
              <Text size="xs" c="dimmed" ta={mine ? 'right' : 'left'}>
                {timeLabel(message.createdAt)}
              </Text>
            </Box>
          );
        })}
      </Stack>
    </ScrollArea>
  );
}
