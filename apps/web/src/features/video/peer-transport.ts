import { z } from 'zod';
import { liveSendDestinations, type CallJoin, type VideoSignal } from '@kusp/contracts';
import { live } from '@/lib/live/live-client';
import { readCallStats } from './call-stats';
import { enableTracks, type CallListeners, type CallTransport } from './transport';

/** A VIDEO_SIGNAL event's data: the other member's message (the server checked it and its token). */
const incomingSignal = z.object({
  sessionId: z.string(),
  kind: z.enum(['offer', 'answer', 'candidate', 'hangup']),
  sdp: z.string().optional(),
  candidate: z
    .object({
      candidate: z.string(),
      sdpMid: z.string().nullable().optional(),
      sdpMLineIndex: z.number().nullable().optional(),
      usernameFragment: z.string().nullable().optional(),
    })
    .optional(),
});
type IncomingSignal = z.infer<typeof incomingSignal>;

const fingerprint = (sdp: string | undefined) => /^a=fingerprint:.*$/m.exec(sdp ?? '')?.[0];

/**
 * PEER: one RTCPeerConnection with the servers' STUN/TURN list and ICE policy, signalled over the
 * live channel (SEND /app/video/signal with the call token, VIDEO_SIGNAL from the other member).
 *
 * Either member may join first, and a signal to someone not yet in the room is lost (signals are not
 * stored). So both offer on joining ("perfect negotiation"): the polite side (the astrologer) gives
 * way to a colliding offer; the impolite side (the customer) ignores it and sends its own offer
 * again, which reaches the polite side now that both are there. An offer with a new DTLS
 * fingerprint comes from a new page of the other person (a reload): the connection starts afresh.
 */
export function createPeerTransport(
  join: CallJoin,
  polite: boolean,
  listeners: CallListeners,
): CallTransport {
  let local: MediaStream | null = null;
  let makingOffer = false;
  let left = false;
  let peer = newPeer();
  let queue = Promise.resolve();

  function send(signal: VideoSignal) {
    // A lost signal heals itself: the next offer, or an ICE restart, carries the state again.
    live.send(liveSendDestinations.videoSignal, signal).catch(() => undefined);
  }
  const base = { sessionId: join.sessionId, token: join.accessToken };

  function newPeer() {
    const pc = new RTCPeerConnection({
      iceServers: join.iceServers,
      iceTransportPolicy: join.iceTransportPolicy,
    });
    let remote = new MediaStream();
    pc.ontrack = ({ track }) => {
      remote = new MediaStream([...remote.getTracks(), track]);
      listeners.onRemoteStream(remote);
    };
    pc.onicecandidate = ({ candidate }) => {
      if (candidate?.candidate)
        send({
          ...base,
          kind: 'candidate',
          candidate: { ...candidate.toJSON(), candidate: candidate.candidate },
        });
    };
    pc.onnegotiationneeded = () => {
      makingOffer = true;
      pc.setLocalDescription()
        .then(() => {
          if (pc.localDescription) send({ ...base, kind: 'offer', sdp: pc.localDescription.sdp });
        })
        .catch(() => undefined) // a closed connection: its successor negotiates
        .finally(() => {
          makingOffer = false;
        });
    };
    pc.oniceconnectionstatechange = () => {
      if (pc !== peer) return;
      const state = pc.iceConnectionState;
      if (state === 'connected' || state === 'completed') listeners.onState('connected');
      else if (state === 'disconnected') listeners.onState('reconnecting');
      else if (state === 'failed') {
        listeners.onState('reconnecting');
        pc.restartIce();
      }
    };
    if (local) for (const track of local.getTracks()) pc.addTrack(track, local);
    return pc;
  }

  function startAfresh() {
    peer.close();
    peer = newPeer();
    listeners.onRemoteStream(null);
  }

  async function receive(signal: IncomingSignal) {
    if (left || signal.sessionId !== join.sessionId) return;
    if (signal.kind === 'hangup') {
      startAfresh();
      listeners.onState('peer-left');
      return;
    }
    if (signal.kind === 'candidate') {
      // A candidate of an offer this side ignored, or of a closed connection, fails harmlessly.
      if (signal.candidate) await peer.addIceCandidate(signal.candidate).catch(() => undefined);
      return;
    }
    const sdp = signal.sdp ?? '';
    if (signal.kind === 'offer') {
      const known = peer.remoteDescription;
      if (known && known.sdp === sdp) return; // the same offer sent again after a collision
      if (known && fingerprint(known.sdp) !== fingerprint(sdp)) startAfresh();
      const collision = makingOffer || peer.signalingState !== 'stable';
      if (collision && !polite) {
        const mine = peer.localDescription;
        if (mine?.type === 'offer') send({ ...base, kind: 'offer', sdp: mine.sdp });
        return;
      }
      listeners.onState('connecting');
      await peer.setRemoteDescription({ type: 'offer', sdp });
      await peer.setLocalDescription();
      if (peer.localDescription) send({ ...base, kind: 'answer', sdp: peer.localDescription.sdp });
      return;
    }
    // An answer to an offer that was since rolled back or answered already changes nothing.
    if (peer.signalingState !== 'have-local-offer') return;
    await peer.setRemoteDescription({ type: 'answer', sdp });
  }

  const unsubscribe = live.subscribe(['VIDEO_SIGNAL'], (event) => {
    const signal = incomingSignal.safeParse(event.data);
    if (signal.success) queue = queue.then(() => receive(signal.data)).catch(() => undefined);
  });

  return {
    async connect(stream) {
      local = stream;
      listeners.onState('connecting');
      for (const track of stream.getTracks()) peer.addTrack(track, stream);
      // With nothing to send (no camera, no microphone) this side still offers to receive.
      if (stream.getTracks().length === 0) {
        peer.addTransceiver('audio', { direction: 'recvonly' });
        peer.addTransceiver('video', { direction: 'recvonly' });
      }
    },
    setMicrophone(on) {
      if (local) enableTracks(local, 'audio', on);
    },
    setCamera(on) {
      if (local) enableTracks(local, 'video', on);
    },
    stats: async () => readCallStats(await peer.getStats()),
    leave() {
      if (left) return;
      left = true;
      unsubscribe();
      if (local) send({ ...base, kind: 'hangup' });
      peer.close();
    },
  };
}
