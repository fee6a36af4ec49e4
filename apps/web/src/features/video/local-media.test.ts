import { describe, expect, it, vi } from 'vitest';
import { openLocalMedia } from './local-media';

const track = (kind: 'audio' | 'video') => ({ kind }) as MediaStreamTrack;
const stream = (...tracks: MediaStreamTrack[]) => ({ getTracks: () => tracks }) as MediaStream;

/** A browser whose camera and microphone each work or fail. */
function devices(works: { camera: boolean; microphone: boolean }) {
  return vi.fn(async (c: MediaStreamConstraints) => {
    if ((c.video && !works.camera) || (c.audio && !works.microphone))
      throw new Error('NotReadable');
    return stream(...(c.video ? [track('video')] : []), ...(c.audio ? [track('audio')] : []));
  });
}
const kinds = (tracks: MediaStreamTrack[]) => tracks.map((t) => t.kind);
const both = { cameraId: 'cam-1', camera: true, microphone: true };

describe('opening the camera and microphone', () => {
  it('opens both with one request, the chosen camera about 640 px wide', async () => {
    const getUserMedia = devices({ camera: true, microphone: true });
    const media = await openLocalMedia(both, getUserMedia);
    expect(media).toMatchObject({ camera: true, microphone: true });
    expect(kinds(media.tracks)).toEqual(['video', 'audio']);
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { deviceId: { exact: 'cam-1' }, width: { ideal: 640 } },
      audio: true,
    });
  });

  it('turns a failing camera off and keeps the microphone', async () => {
    const media = await openLocalMedia(both, devices({ camera: false, microphone: true }));
    expect(media).toMatchObject({ camera: false, microphone: true });
    expect(kinds(media.tracks)).toEqual(['audio']);
  });

  it('turns a failing microphone off and keeps the camera', async () => {
    const media = await openLocalMedia(both, devices({ camera: true, microphone: false }));
    expect(media).toMatchObject({ camera: true, microphone: false });
    expect(kinds(media.tracks)).toEqual(['video']);
  });

  it('asks only for what is switched on', async () => {
    const getUserMedia = devices({ camera: true, microphone: true });
    const media = await openLocalMedia({ ...both, camera: false }, getUserMedia);
    expect(kinds(media.tracks)).toEqual(['audio']);
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(getUserMedia.mock.calls.some(([c]) => c.video)).toBe(false);
  });

  it('ends with nothing, both off, when neither works', async () => {
    const media = await openLocalMedia(both, devices({ camera: false, microphone: false }));
    expect(media).toEqual({ tracks: [], camera: false, microphone: false });
  });
});
