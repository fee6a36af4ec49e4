import { callVideoWidth } from '@kusp/contracts';

/** What the pre-join screen asks for: a camera (by device id) and the microphone, each on or off. */
export interface MediaChoice {
  cameraId: string | null;
  camera: boolean;
  microphone: boolean;
}

/** What could be opened: the tracks, and whether the camera and microphone are among them. */
export interface LocalMedia {
  tracks: MediaStreamTrack[];
  camera: boolean;
  microphone: boolean;
}

type GetUserMedia = (constraints: MediaStreamConstraints) => Promise<MediaStream>;

export const videoConstraints = (cameraId: string | null): MediaTrackConstraints => ({
  ...(cameraId ? { deviceId: { exact: cameraId } } : {}),
  width: { ideal: callVideoWidth },
});

/**
 * Opens the chosen devices. A device that fails (refused, busy, unplugged) is left off and the other
 * still opens, so a call goes on with what works; with no camera at all it is sound only. Asks for
 * both at once first: one permission prompt instead of two.
 */
export async function openLocalMedia(
  choice: MediaChoice,
  getUserMedia: GetUserMedia,
): Promise<LocalMedia> {
  const open = (constraints: MediaStreamConstraints) =>
    getUserMedia(constraints).then(
      (stream) => stream.getTracks(),
      () => null,
    );
  const video = choice.camera ? videoConstraints(choice.cameraId) : false;
  if (video && choice.microphone) {
    const both = await open({ video, audio: true });
    if (both) return { tracks: both, camera: true, microphone: true };
  }
  const camera = video ? await open({ video }) : null;
  const microphone = choice.microphone ? await open({ audio: true }) : null;
  return {
    tracks: [...(camera ?? []), ...(microphone ?? [])],
    camera: camera !== null,
    microphone: microphone !== null,
  };
}

/** The cameras the browser lists (labels appear once a device was allowed). */
export async function listCameras(): Promise<MediaDeviceInfo[]> {
  const devices = await navigator.mediaDevices.enumerateDevices().catch(() => []);
  return devices.filter((device) => device.kind === 'videoinput');
}
