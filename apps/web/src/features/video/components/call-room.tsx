import { Badge, Box, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callVideoWidth, videoLimits, type CallJoin, type ChatSession } from '@kusp/contracts';
import { HoroscopeCharts } from '@/components/charts/horoscope-charts';
import { SessionCountdown } from '@/features/chat/components/countdown';
import { EndSessionConfirm } from '@/features/chat/components/end-session-confirm';
import { useNow } from '@/features/chat/components/use-now';
import { remainingMs } from '@/features/chat/session-rules';
import { getCallJoin } from '../api/get-call-join';
import { createTransport, type CallState, type CallStats, type CallTransport } from '../transport';
import type { JoinedMedia } from './pre-join';
import { VideoTile } from './video-tile';

const statsEveryMs = 1000;

const stateTexts = {
  connecting: 'waitingFor',
  reconnecting: 'reconnecting',
  failed: 'failed',
  'peer-left': 'peerLeft',
} as const;

function StateNotice({ state, peerName }: { state: CallState; peerName: string }) {
  const { t } = useTranslation('video');
  if (state === 'connected') return null;
  const text = t(stateTexts[state], { name: peerName });
  return (
    <Text role="status" c={state === 'connecting' ? 'dimmed' : 'orange.9'} fw={500}>
      {text}
    </Text>
  );
}

/**
 * The room of a running call: the other person's video and this member's own, mute and camera
 * toggles, the countdown from the server's start (expiresAt), and for the astrologer the
 * customer's chart beside the call (Show/Hide chart). Either person can hang up (issue 42; the
 * spec gave it to the customer only), after a question that says what ending costs; `onHangUp`
 * ends the call on the server. `onLeft` runs once the room has closed and its devices stopped.
 */
export function CallRoom({
  session,
  join,
  media,
  isCustomer,
  clockOffsetMs,
  onHangUp,
  hangingUp,
  onLeft,
}: {
  session: ChatSession;
  join: CallJoin;
  media: JoinedMedia;
  isCustomer: boolean;
  clockOffsetMs: number;
  onHangUp: () => void;
  hangingUp: boolean;
  onLeft: () => void;
}) {
  const { t } = useTranslation('video');
  const [state, setState] = useState<CallState>('connecting');
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [microphone, setMicrophone] = useState(media.microphone);
  const [camera, setCamera] = useState(media.camera);
  const [stats, setStats] = useState<CallStats>({ framesDecoded: 0, route: null });
  const [chartShown, setChartShown] = useState(true);
  const [asking, { open, close }] = useDisclosure(false);
  const transport = useRef<CallTransport | null>(null);
  const now = useNow(true);
  const remaining = remainingMs({ expiresAt: join.expiresAt }, clockOffsetMs, now) ?? 0;

  const leaving = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest callback, read when the room closes (not a reason to rebuild the connection).
  const onLeftRef = useRef(onLeft);
  useEffect(() => {
    onLeftRef.current = onLeft;
  }, [onLeft]);

  useEffect(() => {
    clearTimeout(leaving.current);
    let current: CallTransport | null = null;
    let stopped = false;
    void createTransport(join, isCustomer, { onRemoteStream: setRemote, onState: setState }).then(
      async (created) => {
        if (stopped) return created.leave();
        current = created;
        transport.current = created;
        await created.connect(media.stream).catch(() => setState('failed'));
      },
      () => setState('failed'),
    );
    const timer = setInterval(() => {
      void transport.current?.stats().then(setStats, () => undefined);
    }, statsEveryMs);
    return () => {
      stopped = true;
      clearInterval(timer);
      current?.leave();
      transport.current = null;
      // React's development mode mounts twice: the devices stop only when no mount follows at once.
      leaving.current = setTimeout(() => {
        for (const track of media.stream.getTracks()) track.stop();
        onLeftRef.current();
      }, 0);
    };
  }, [join, isCustomer, media]);

  // TURN credentials last 30 s: fresh ones well before they lapse, for as long as the call runs. Once
  // it has ended the server gives none (409), and VIDEO_CALL_ENDED takes the page away.
  useEffect(() => {
    if (!join.iceServers.some((server) => server.credential)) return;
    const timer = setInterval(() => {
      void getCallJoin(join.sessionId).then(
        (fresh) => transport.current?.setIceServers(fresh.iceServers),
        () => undefined,
      );
    }, videoLimits.turnRefreshSeconds * 1000);
    return () => clearInterval(timer);
  }, [join]);

  const toggleMicrophone = () => {
    transport.current?.setMicrophone(!microphone);
    setMicrophone(!microphone);
  };
  const toggleCamera = () => {
    transport.current?.setCamera(!camera);
    setCamera(!camera);
  };
  const showChart = !isCustomer && chartShown;

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: showChart ? 7 : 12 }}>
        {/* As in a call app: the own picture over a corner of the other's, the buttons under both. */}
        <Stack gap="sm" maw={callVideoWidth} component="section" aria-label={t('call')}>
          <Group justify="space-between" align="center">
            <Group gap="sm">
              <Title order={2} size="h3">
                {join.peerName}
              </Title>
              {stats.route && (
                <Badge color="gray.7" variant="filled">
                  {t(stats.route === 'relay' ? 'relay' : 'direct')}
                </Badge>
              )}
            </Group>
            <SessionCountdown remainingMs={remaining} />
          </Group>
          <StateNotice state={state} peerName={join.peerName} />
          <Box pos="relative" maw={callVideoWidth}>
            <VideoTile
              label={join.peerName}
              stream={remote}
              data-frames-decoded={stats.framesDecoded}
              data-route={stats.route ?? undefined}
              data-call-state={state}
            />
            <Box
              pos="absolute"
              top={8}
              right={8}
              w="30%"
              maw={200}
              style={{ border: '2px solid white', borderRadius: 10, overflow: 'hidden' }}
            >
              <VideoTile label={t('you')} stream={camera ? media.stream : null} muted mirrored />
            </Box>
          </Box>
          <Group gap="xs" justify="center" role="group" aria-label={t('controls')}>
            <Button
              variant="default"
              onClick={toggleMicrophone}
              disabled={!media.microphone}
              aria-pressed={!microphone}
            >
              {t(microphone ? 'mute' : 'unmute')}
            </Button>
            <Button
              variant="default"
              onClick={toggleCamera}
              disabled={!media.camera}
              aria-pressed={!camera}
            >
              {t(camera ? 'cameraOff' : 'cameraOn')}
            </Button>
            {!isCustomer && (
              <Button variant="default" onClick={() => setChartShown((shown) => !shown)}>
                {t(chartShown ? 'hideChart' : 'showChart')}
              </Button>
            )}
            {/* red.8: white on it reads at AA contrast, as red.6 does not. */}
            <Button color="red.8" onClick={open}>
              {t('hangUp')}
            </Button>
          </Group>
        </Stack>
      </Grid.Col>
      {showChart && (
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Card
            withBorder
            component="section"
            aria-label={t('chartOf', { name: session.userFullName })}
          >
            <Title order={2} size="h4" mb="sm">
              {t('chartOf', { name: session.userFullName })}
            </Title>
            {session.horoscopeId ? (
              <HoroscopeCharts horoscopeId={session.horoscopeId} layout="tabs" />
            ) : (
              <Text c="dimmed">{t('chat:noHoroscope')}</Text>
            )}
          </Card>
        </Grid.Col>
      )}
      <EndSessionConfirm
        session={session}
        isCustomer={isCustomer}
        remainingMs={remaining}
        opened={asking}
        ending={hangingUp}
        title={t('endTitle')}
        keepLabel={t('keep')}
        confirmLabel={t('hangUp')}
        onClose={close}
        onConfirm={onHangUp}
      />
    </Grid>
  );
}
