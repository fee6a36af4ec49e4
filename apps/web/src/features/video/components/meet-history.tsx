import { Alert, Badge, Button, Card, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@kusp/contracts';
import { useSessions } from '@/features/chat/api/get-sessions';
import { useNow } from '@/features/chat/components/use-now';
import { errorMessage } from '@/lib/api-client';
import { localTime } from '@/lib/dates';
import { useLiveEvents, useLiveReconnected, useTabMessages } from '@/lib/live/use-live';
import { useSession } from '@/lib/session';
import { meetingState, ongoingMeetings } from '../meet-rules';

const liveTypes = [
  'VIDEO_CALL_REQUEST',
  'VIDEO_CALL_ACCEPTED',
  'VIDEO_CALL_REJECTED',
  'VIDEO_CALL_ENDED',
] as const;

const badgeColors = { waiting: 'gray.7', live: 'teal.9', ended: 'dark.4' } as const;

/**
 * /meet/history ('Ongoing Meets' / 'Meet History'): the caller's ongoing meetings, each with View.
 * A finished call stays for 60 seconds by the server's clock; the list re-filters every second and
 * reloads on call events and every 30 s.
 */
export function MeetHistory() {
  const { t } = useTranslation('video');
  const me = useSession((s) => s.userId) ?? '';
  const role = useSession((s) => s.role);
  const isAstrologer = role === 'ASTROLOGER';
  const queryClient = useQueryClient();
  const sessions = useSessions(me, role);
  const now = useNow(true);
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['chat', 'sessions'] });
  useLiveEvents(liveTypes, reload);
  useTabMessages(reload);
  useLiveReconnected(reload);

  if (sessions.isPending)
    return (
      <Center mih={240}>
        <Loader aria-label={t('loadingMeetings')} />
      </Center>
    );
  if (sessions.isError) return <Alert color="red">{errorMessage(sessions.error)}</Alert>;

  const meetings = ongoingMeetings(sessions.data.sessions, now + sessions.data.clockOffsetMs);
  if (meetings.length === 0) return <Text c="dimmed">{t('noMeetings')}</Text>;
  return (
    <Stack gap="sm" maw={840} component="ul" p={0} aria-label={t('meetings')}>
      {meetings.map((meeting) => {
        const state = meetingState(meeting);
        const name = isAstrologer ? meeting.userFullName : meeting.astrologerName;
        return (
          <Card withBorder component="li" key={meeting.id} aria-label={t('callWith', { name })}>
            <Group justify="space-between" wrap="wrap">
              <div>
                <Group gap="xs">
                  <Text fw={500}>{name}</Text>
                  <Badge color={badgeColors[state]} variant="filled">
                    {t(`states.${state}`)}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  {meeting.startedAt
                    ? t('startedAt', { time: localTime(meeting.startedAt) })
                    : t('chat:requestedAt', { time: localTime(meeting.createdAt) })}
                  {meeting.endedAt && t('endedAt', { time: localTime(meeting.endedAt) })}
                </Text>
              </div>
              <Button
                component={Link}
                to={href('meet', { userId: meeting.userId, astrologerId: meeting.astrologerId })}
                variant="light"
              >
                {t('view')}
              </Button>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
