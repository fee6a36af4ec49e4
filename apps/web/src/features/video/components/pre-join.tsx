import { Alert, Button, Card, Group, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timing } from '@kusp/contracts';
import { listCameras, openLocalMedia, type LocalMedia, type MediaChoice } from '../local-media';
import { VideoTile } from './video-tile';

export interface JoinedMedia {
  stream: MediaStream;
  camera: boolean;
  microphone: boolean;
}

const stopAll = (media: LocalMedia | null) => media?.tracks.forEach((track) => track.stop());

const isOpenAsChosen = (media: LocalMedia, choice: MediaChoice) =>
  media.microphone === choice.microphone &&
  media.camera === choice.camera &&
  (!choice.camera ||
    media.tracks.some((t) => t.kind === 'video' && t.getSettings().deviceId === choice.cameraId));

/**
 * The pre-join screen (spec part 2 section 4, Video): a camera to choose (required while the camera
 * is on), camera and microphone on by default, a preview. A device that fails turns itself off and
 * says so; without any camera the call is sound only. Join waits 2 seconds, then hands the open
 * devices to the room.
 */
export function PreJoin({ onJoin }: { onJoin: (media: JoinedMedia) => void }) {
  const { t } = useTranslation('video');
  const [choice, setChoice] = useState<MediaChoice>({
    cameraId: null,
    camera: true,
    microphone: true,
  });
  const [media, setMedia] = useState<LocalMedia | null>(null);
  const [cameras, setCameras] = useState<MediaDeviceInfo[] | null>(null);
  const [failed, setFailed] = useState<{ camera: boolean; microphone: boolean }>({
    camera: false,
    microphone: false,
  });
  const [joining, setJoining] = useState(false);
  // The devices open now; once Join is pressed they are the call's (nothing reopens them), and once
  // handed over the room stops them, not this screen.
  const opened = useRef<LocalMedia | null>(null);
  const joinPressed = useRef(false);
  const handedOver = useRef(false);
  const joinTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(
    () => () => {
      clearTimeout(joinTimer.current);
      if (!handedOver.current) stopAll(opened.current);
    },
    [],
  );

  useEffect(() => {
    // Filling in the camera that opened, or turning off a device that failed, changes the choice
    // but not the devices: reopening them would stop the tracks a quick Join has just taken.
    if (opened.current && isOpenAsChosen(opened.current, choice)) return;
    let cancelled = false;
    void openLocalMedia(choice, (c) => navigator.mediaDevices.getUserMedia(c)).then(
      async (result) => {
        const list = await listCameras();
        if (cancelled || joinPressed.current) return stopAll(result);
        stopAll(opened.current);
        opened.current = result;
        setCameras(list);
        setMedia(result);
        // A device asked for but not opened turns itself off (and the switch with it).
        const cameraFailed = choice.camera && !result.camera && list.length > 0;
        const microphoneFailed = choice.microphone && !result.microphone;
        if (cameraFailed || microphoneFailed)
          setFailed((f) => ({
            camera: f.camera || cameraFailed,
            microphone: f.microphone || microphoneFailed,
          }));
        const track = result.tracks.find((t) => t.kind === 'video');
        setChoice((c) => ({
          cameraId: c.cameraId ?? track?.getSettings().deviceId ?? list[0]?.deviceId ?? null,
          camera: c.camera && result.camera,
          microphone: c.microphone && result.microphone,
        }));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [choice.cameraId, choice.camera, choice.microphone]); // eslint-disable-line react-hooks/exhaustive-deps -- the choice is all three

  const preview = useMemo(() => (media ? new MediaStream(media.tracks) : null), [media]);
  const noCamera = cameras !== null && cameras.length === 0;
  const cameraMissing = choice.camera && !choice.cameraId;
  const join = () => {
    if (!media || !preview) return;
    setJoining(true);
    joinPressed.current = true;
    joinTimer.current = setTimeout(() => {
      handedOver.current = true;
      onJoin({
        stream: preview,
        camera: media.camera,
        microphone: media.microphone,
      });
    }, timing.joinWaitMs);
  };

  return (
    <Card withBorder maw={720} component="section" aria-label={t('preJoinTitle')}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('preJoinTitle')}
        </Title>
        <VideoTile label={t('you')} stream={choice.camera ? preview : null} muted mirrored />
        {noCamera && <Alert color="blue">{t('noCamera')}</Alert>}
        {failed.camera && !choice.camera && <Alert color="yellow">{t('cameraFailed')}</Alert>}
        {failed.microphone && !choice.microphone && (
          <Alert color="yellow">{t('microphoneFailed')}</Alert>
        )}
        <Select
          label={t('camera')}
          placeholder={t('chooseCamera')}
          required
          disabled={noCamera || !choice.camera || joining}
          data={(cameras ?? []).map((camera, index) => ({
            value: camera.deviceId,
            label: camera.label || t('cameraNumber', { number: index + 1 }),
          }))}
          value={choice.cameraId}
          onChange={(cameraId) => cameraId && setChoice((c) => ({ ...c, cameraId }))}
          error={cameraMissing && cameras !== null && !noCamera ? t('chooseCamera') : undefined}
          allowDeselect={false}
        />
        <Group gap="xl">
          <Switch
            label={t('camera')}
            checked={choice.camera}
            disabled={noCamera || joining}
            onChange={(event) => {
              const camera = event.currentTarget.checked;
              setChoice((c) => ({ ...c, camera }));
            }}
          />
          <Switch
            label={t('microphone')}
            checked={choice.microphone}
            disabled={joining}
            onChange={(event) => {
              const microphone = event.currentTarget.checked;
              setChoice((c) => ({ ...c, microphone }));
            }}
          />
        </Group>
        <Group justify="flex-end">
          {joining && <Text c="dimmed">{t('joining')}</Text>}
          <Button
            onClick={join}
            loading={joining}
            disabled={!media || (cameraMissing && !noCamera)}
          >
            {t('join')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
