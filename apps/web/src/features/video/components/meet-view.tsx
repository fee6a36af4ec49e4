import { Alert, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifications } from '@mantine/notifications';
import {
  chatSessionSchema,
  sessionEndedKey,
  type CallJoin,
  type ChatSession,
  type LiveEvent,
} from '@kusp/contracts';
import {
  conversationSessionQuery,
  useConversationSession,
} from '@/features/chat/api/get-conversation-session';
import { useChangeSession } from '@/features/chat/api/session-actions';
import { EndSessionButton } from '@/features/chat/components/end-session-button';
import { errorMessage } from '@/lib/api-client';
import { useLiveEvents, useLiveReconnected, useTabMessages } from '@/lib/live/use-live';
import { notifyError } from '@/lib/notify';
import { storedRedirect } from '@/lib/payment-session';
import { useSession } from '@/lib/session';
import { getCallJoin } from '../api/get-call-join';
import { afterCallReloadMs, callEndTarget } from '../meet-rules';
import { CallRoom } from './call-room';
import { PreJoin, type JoinedMedia } from './pre-join';

const callEvents = ['VIDEO_CALL_REQUEST', 'VIDEO_CALL_ACCEPTED'] as const;
const endEvents = ['VIDEO_CALL_ENDED', 'VIDEO_CALL_REJECTED'] as const;

/**
 * /meet/{userId}/{astrologerId}: the pair's latest VIDEO session. Waiting (or none): the spec's
 * texts. Running: the pre-join screen, then the room. When the call ends or is rejected the
 * astrologer goes to /astrologer/profile and the customer to the stored return path or /chats, and
 * the sessions reload after the spec's delay (1 s after one's own hang-up, else 500 ms). Each side
 * is told who ended the call (the session's endedBy); 'You left' only when a member leaves the
 * room of a call that goes on.
 */
export function MeetView({ userId, astrologerId }: { userId: string; astrologerId: string }) {
  const { t } = useTranslation('video');
  const me = useSession((s) => s.userId) ?? '';
  const isCustomer = me === userId;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sessionQuery = useConversationSession(userId, astrologerId, 'VIDEO');
  const end = useChangeSession('end');
  const [joined, setJoined] = useState<{ media: JoinedMedia; join: CallJoin } | null>(null);
  const left = useRef(false);

  const session = sessionQuery.data?.session ?? null;
  const running = session?.status === 'ACCEPTED' && session.active;
  const reloadSession = () =>
    queryClient.invalidateQueries({
      queryKey: conversationSessionQuery(userId, astrologerId, 'VIDEO').queryKey,
    });
  const leave = (reloadAfterMs: number, ended?: ChatSession) => {
    if (left.current) return;
    left.current = true;
    const told = ended && sessionEndedKey(ended, isCustomer ? 'CUSTOMER' : 'ASTROLOGER');
    if (told)
      notifications.show({
        color: 'gray',
        message: t(`chat:sessionEnded.${told.type}.${told.by}.${told.what}`),
      });
    void navigate(callEndTarget(isCustomer, storedRedirect()));
    setTimeout(() => void queryClient.invalidateQueries({ queryKey: ['chat'] }), reloadAfterMs);
  };
  const ofThisPair = (event: LiveEvent) => {
    const changed = chatSessionSchema.safeParse(event.data);
    return (
      changed.success &&
      changed.data.type === 'VIDEO' &&
      changed.data.userId === userId &&
      changed.data.astrologerId === astrologerId
    );
  };

  useLiveEvents(callEvents, (event) => {
    if (ofThisPair(event)) void reloadSession();
  });
  useLiveEvents(endEvents, (event) => {
    if (ofThisPair(event)) leave(afterCallReloadMs, chatSessionSchema.parse(event.data));
  });
  useTabMessages(() => void reloadSession());
  useLiveReconnected(() => void reloadSession());

  const startCall = async (media: JoinedMedia) => {
    if (!session) return;
    try {
      setJoined({ media, join: await getCallJoin(session.id) });
    } catch (error) {
      for (const track of media.stream.getTracks()) track.stop();
      notifyError(errorMessage(error));
      void reloadSession();
    }
  };
  const hangUp = async () => {
    if (!session) return;
    try {
      leave(afterCallReloadMs * 2, await end.mutateAsync(session.id));
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  if (sessionQuery.isPending)
    return (
      <Center mih={240}>
        <Loader aria-label={t('loading')} />
      </Center>
    );
  if (sessionQuery.isError) return <Alert color="red">{errorMessage(sessionQuery.error)}</Alert>;

  if (!session || !running)
    return (
      <Stack gap="md" maw={720}>
        <Text role="status" size="lg">
          {t(isCustomer ? 'messages:video.waitForApproval' : 'messages:video.noActiveSession')}
        </Text>
        {isCustomer && session?.active && (
          <Group>
            <EndSessionButton session={session} isCustomer />
          </Group>
        )}
      </Stack>
    );

  if (!joined)
    return (
      <Stack gap="md">
        <Title order={2} size="h4">
          {isCustomer ? session.astrologerName : session.userFullName}
        </Title>
        <PreJoin onJoin={(media) => void startCall(media)} />
      </Stack>
    );

  return (
    <CallRoom
      session={session}
      join={joined.join}
      media={joined.media}
      isCustomer={isCustomer}
      clockOffsetMs={sessionQuery.data.clockOffsetMs}
      onHangUp={() => void hangUp()}
      hangingUp={end.isPending}
      onLeft={() => {
        if (!left.current) notifications.show({ color: 'gray', message: t('messages:video.left') });
      }}
    />
  );
}
