import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render';
import { PreJoin, type JoinedMedia } from './pre-join';

class FakeStream {
  constructor(private readonly tracks: MediaStreamTrack[] = []) {}
  getTracks = () => this.tracks;
  getVideoTracks = () => this.tracks.filter((t) => t.kind === 'video');
}
const track = (kind: 'audio' | 'video') =>
  ({
    kind,
    stop: vi.fn(),
    getSettings: () => ({ deviceId: 'cam-1' }),
  }) as unknown as MediaStreamTrack;

/** The browser's devices: the listed cameras, each of camera and microphone working or failing. */
function stubDevices(cameras: string[], works: { camera: boolean; microphone: boolean }) {
  vi.stubGlobal('MediaStream', FakeStream);
  const getUserMedia = vi.fn(async (c: MediaStreamConstraints) => {
    if ((c.video && (!works.camera || cameras.length === 0)) || (c.audio && !works.microphone))
      throw new Error('NotReadableError');
    return new FakeStream([
      ...(c.video ? [track('video')] : []),
      ...(c.audio ? [track('audio')] : []),
    ]) as unknown as MediaStream;
  });
  const enumerateDevices = async () =>
    cameras.map((label, i) => ({ kind: 'videoinput', deviceId: `cam-${i + 1}`, label }));
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia, enumerateDevices },
  });
}

async function join() {
  const onJoin = vi.fn<(media: JoinedMedia) => void>();
  renderScreen(<PreJoin onJoin={onJoin} />);
  const button = await screen.findByRole('button', { name: 'Join' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
  expect(await screen.findByText('Joining…')).toBeInTheDocument();
  await waitFor(() => expect(onJoin).toHaveBeenCalled(), { timeout: 3000 });
  return onJoin.mock.calls[0]![0];
}

afterEach(() => vi.unstubAllGlobals());

// Join waits the spec's 2 seconds; a loaded machine needs more than the default 5 s per test.
describe('the pre-join screen', { timeout: 20_000 }, () => {
  it('starts with camera and microphone on and the camera chosen, and joins with both after the wait', async () => {
    stubDevices(['Front camera', 'Back camera'], { camera: true, microphone: true });
    renderScreen(<PreJoin onJoin={() => undefined} />);
    expect(await screen.findByRole('combobox', { name: 'Camera' })).toHaveValue('Front camera');
    expect(screen.getByRole('switch', { name: 'Camera' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Microphone' })).toBeChecked();
  });

  it('joins after the 2-second wait with what it opened', async () => {
    stubDevices(['Front camera'], { camera: true, microphone: true });
    const media = await join();
    expect(media).toMatchObject({ camera: true, microphone: true });
    expect(media.stream.getTracks().map((t) => t.kind)).toEqual(['video', 'audio']);
  });

  it('joins with live devices when Join is pressed the moment it is enabled', async () => {
    stubDevices(['Front camera'], { camera: true, microphone: true });
    const media = await join();
    // Filling in the camera that opened did not reopen the devices (and stop the joined ones).
    expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalledTimes(1);
    for (const t of media.stream.getTracks()) expect(t.stop).not.toHaveBeenCalled();
  });

  it('stops the devices when the screen is left before Join has handed them over', async () => {
    stubDevices(['Front camera'], { camera: true, microphone: true });
    const { unmount } = renderScreen(<PreJoin onJoin={() => undefined} />);
    const button = await screen.findByRole('button', { name: 'Join' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const opened = await vi.mocked(navigator.mediaDevices.getUserMedia).mock.results[0]!.value;
    unmount();
    for (const t of opened.getTracks()) expect(t.stop).toHaveBeenCalled();
  });

  it('turns a camera that fails off, says so, and still joins with the microphone', async () => {
    stubDevices(['Front camera'], { camera: false, microphone: true });
    renderScreen(<PreJoin onJoin={() => undefined} />);
    expect(
      await screen.findByText('The camera could not be started, so it is off.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Camera' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Join' })).toBeEnabled();
  });

  it('turns a microphone that fails off and says so', async () => {
    stubDevices(['Front camera'], { camera: true, microphone: false });
    renderScreen(<PreJoin onJoin={() => undefined} />);
    expect(
      await screen.findByText('The microphone could not be started, so it is off.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Microphone' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Camera' })).toBeChecked();
  });

  it('joins with sound only when there is no camera at all', async () => {
    stubDevices([], { camera: true, microphone: true });
    const media = await join();
    expect(screen.getByText('No camera found: you will join with sound only.')).toBeInTheDocument();
    expect(media).toMatchObject({ camera: false, microphone: true });
    expect(media.stream.getTracks().map((t) => t.kind)).toEqual(['audio']);
  });
});
