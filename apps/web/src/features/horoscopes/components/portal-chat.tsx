import { Avatar, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chatMessageSchema, timing, type HoroscopeProfile, type LiveEvent } from '@kusp/contracts';
import { MessageInput } from '@/components/chat/message-input';
import { MessageList } from '@/components/chat/message-list';
import { useLiveEvents, useLiveReconnected, useTabMessages } from '@/lib/live/use-live';
import { useSession } from '@/lib/session';
import {
  appendMessage,
  portalKeys,
  portalMessagesQuery,
  sendPortalMessage,
  usePortalConversation,
} from '../api/portal';
import { dateAndAgo } from '@/lib/relative-time';
import { ShareLinkPanel } from './share-link-panel';

/**
 * The Chat part of the customer portal (spec part 2 section 4): the conversation is loaded (or
 * created), a loader shows about 3 seconds, then the latest messages, oldest first. The client's
 * messages arrive live (PORTAL_MESSAGE, also relayed from other tabs on 'astrologerPortal').
 */
export function PortalChat({ profile }: { profile: HoroscopeProfile }) {
  const { t } = useTranslation('clients');
  const queryClient = useQueryClient();
  const me = useSession((s) => s.userId) ?? '';
  const [opening, setOpening] = useState(true);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setOpening(false), timing.portalLoaderMs);
    return () => clearTimeout(timer);
  }, []);

  const conversation = usePortalConversation(profile);
  const history = useQuery({
    ...portalMessagesQuery(profile.horoscopeId),
    enabled: conversation.isSuccess,
  });
  const messagesKey = portalKeys.messages(profile.horoscopeId);

  const onEvent = (event: LiveEvent | null) => {
    const message = chatMessageSchema.safeParse(event?.data);
    if (message.success && message.data.conversationId === conversation.data?.id)
      appendMessage(queryClient, messagesKey, message.data);
  };
  useLiveEvents(['PORTAL_MESSAGE'], onEvent);
  useTabMessages((message) => onEvent(message.event), ['astrologerPortal']);
  useLiveReconnected(() => void queryClient.invalidateQueries({ queryKey: messagesKey }));

  const send = async (content: string) => {
    if (!conversation.data) return;
    setSending(true);
    try {
      await sendPortalMessage({
        content,
        conversationId: conversation.data.id,
        recipientId: `customer:${profile.horoscopeId}`,
      });
      await queryClient.invalidateQueries({ queryKey: messagesKey });
    } finally {
      setSending(false);
    }
  };

  const loading =
    opening || conversation.isPending || (conversation.isSuccess && history.isPending);
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm">
            <Avatar color="violet" radius="xl" name={profile.name} aria-hidden />
            <Title order={2} size="h3">
              {profile.name}
            </Title>
          </Group>
          <ShareLinkPanel profile={profile} />
        </Group>
        {loading ? (
          <Center mih={200}>
            <Loader aria-label={t('chat.loading')} />
          </Center>
        ) : conversation.isError ? (
          <Text c="dimmed">{t('chat.failed')}</Text>
        ) : (
          <>
            <MessageList
              messages={history.data ?? []}
              me={me}
              hasMore={false}
              loadingMore={false}
              onLoadMore={() => undefined}
              timeLabel={dateAndAgo}
            />
            {sending && <Loader size="xs" aria-label={t('chat.sending')} />}
            <MessageInput disabled={false} onSend={send} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
