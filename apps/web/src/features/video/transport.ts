import type { CallJoin, IceServer } from '@kusp/contracts';

/**
 * How the room sees the connection: connecting until media flows, reconnecting while the network
 * path is lost (ICE disconnected), peer-left after the other person's hang-up notice, failed when
 * no path could be found.
 */
export type CallState = 'connecting' | 'connected' | 'reconnecting' | 'peer-left' | 'failed';

/** What the room shows of the incoming media: decoded frames and whether a TURN relay carries it. */
export interface CallStats {
  framesDecoded: number;
  route: 'direct' | 'relay' | null;
}

export interface CallListeners {
  onRemoteStream(stream: MediaStream | null): void;
  onState(state: CallState): void;
}

/**
 * One media transport of a call, chosen by CallJoin.provider: PEER (RTCPeerConnection with our
 * signalling) or LIVEKIT (a LiveKit room). The room does not know which one it talks to.
 */
export interface CallTransport {
  /** Starts sending this member's camera and microphone (either may be missing). */
  connect(local: MediaStream): Promise<void>;
  setMicrophone(on: boolean): void;
  setCamera(on: boolean): void;
  stats(): Promise<CallStats>;
  /**
   * Fresh STUN/TURN servers (TURN credentials last 30 s): used by the next gathering, such as the
   * answer to a late offer or an ICE restart. LiveKit hands out its own.
   */
  setIceServers(iceServers: IceServer[]): void;
  /** Leaves the call (telling the other person) and stops the connection; the call goes on. */
  leave(): void;
}

/** The transport for the call's provider; livekit-client is downloaded only for a LiveKit call. */
export async function createTransport(
  join: CallJoin,
  offerer: boolean,
  listeners: CallListeners,
): Promise<CallTransport> {
  if (join.provider === 'LIVEKIT') {
    const { createLiveKitTransport } = await import('./livekit-transport');
    return createLiveKitTransport(join, listeners);
  }
  const { createPeerTransport } = await import('./peer-transport');
  return createPeerTransport(join, offerer, listeners);
}

/** Turns the local tracks of a kind on or off without renegotiating. */
export function enableTracks(stream: MediaStream, kind: 'audio' | 'video', on: boolean) {
  for (const track of stream.getTracks()) if (track.kind === kind) track.enabled = on;
}
