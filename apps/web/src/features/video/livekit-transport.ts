import { Room, RoomEvent, Track, type RemoteTrack } from 'livekit-client';
import { callVideoWidth, type CallJoin } from '@kusp/contracts';
import { readCallStats } from './call-stats';
import type { CallListeners, CallTransport } from './transport';

const sources = { audio: Track.Source.Microphone, video: Track.Source.Camera } as const;

/**
 * LIVEKIT: the call's LiveKit room (room name = the session id), joined with this member's room
 * token; the pre-join screen's camera (640 px wide) and microphone are published as they are.
 * Loaded only for a LiveKit call (a dynamic import), so the default bundle carries none of it.
 */
export function createLiveKitTransport(join: CallJoin, listeners: CallListeners): CallTransport {
  const room = new Room({
    adaptiveStream: true,
    videoCaptureDefaults: {
      resolution: { width: callVideoWidth, height: (callVideoWidth * 3) / 4 },
    },
  });
  let remoteTracks: RemoteTrack[] = [];
  const showRemote = () => {
    listeners.onRemoteStream(
      remoteTracks.length > 0 ? new MediaStream(remoteTracks.map((t) => t.mediaStreamTrack)) : null,
    );
  };
  room
    .on(RoomEvent.TrackSubscribed, (track) => {
      remoteTracks = [...remoteTracks, track];
      showRemote();
      listeners.onState('connected');
    })
    .on(RoomEvent.TrackUnsubscribed, (track) => {
      remoteTracks = remoteTracks.filter((t) => t !== track);
      showRemote();
    })
    .on(RoomEvent.ParticipantDisconnected, () => {
      remoteTracks = [];
      showRemote();
      listeners.onState('peer-left');
    })
    .on(RoomEvent.Reconnecting, () => listeners.onState('reconnecting'))
    .on(RoomEvent.Reconnected, () => listeners.onState('connected'));

  const mute = (kind: 'audio' | 'video', on: boolean) => {
    const publication = room.localParticipant.getTrackPublication(sources[kind]);
    void (on ? publication?.unmute() : publication?.mute());
  };

  return {
    async connect(local) {
      listeners.onState('connecting');
      await room.connect(join.serverUrl ?? '', join.accessToken);
      for (const track of local.getTracks())
        await room.localParticipant.publishTrack(track, {
          source: sources[track.kind as 'audio' | 'video'],
        });
    },
    setMicrophone: (on) => mute('audio', on),
    setCamera: (on) => mute('video', on),
    async stats() {
      const video = remoteTracks.find((t) => t.kind === Track.Kind.Video);
      const { framesDecoded } = readCallStats(await video?.getRTCStatsReport());
      // Media always passes through the LiveKit server: no direct path to report.
      return { framesDecoded, route: null };
    },
    // The LiveKit server hands its clients their relays itself.
    setIceServers: () => undefined,
    leave() {
      void room.disconnect();
    },
  };
}
