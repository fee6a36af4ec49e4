import { z } from 'zod';
import { liveSendDestinations, type CallJoin, type VideoSignal } from '@kusp/contracts';
import { live } from '@/lib/live/live-client';
import { readCallStats } from './call-stats';
import { enableTracks, type CallListeners, type CallTransport } from './transport';

/** A VIDEO_SIGNAL event's data: the other member's message (the server checked it and its token). */
const incomingSignal = z.object({
  sessionId: z.string(),
  kind: z.enum(['offer', 'answer', 'candidate', 'hangup', 'ready']),
  sdp: z.string().optional(),
  offerId: z.string().optional(),
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
 * One side offers (the customer), the other only answers (the astrologer), so two offers never
 * cross: both offering at once ("glare") left calls without media in Chromium. Either member may
 * join first, and a signal to someone not yet in the room is lost (signals are not stored), so
 * the answering side says 'ready' on joining and the offering side answers that with a fresh
 * connection and offer. An offer with a new DTLS fingerprint comes from a new page of the
 * customer (a reload): the answering side starts afresh too. An offer in flight when 'ready' comes
 * is answered too late: each answer names its offer, and only the pending offer's is taken (taking
 * the stale one left the fresh connection with the wrong peer until ICE failed, 30 s later). Only
 * the offering side restarts ICE.
 */
export function createPeerTransport(
  join: CallJoin,
  offerer: boolean,
  listeners: CallListeners,
): CallTransport {
  let local: MediaStream | null = null;
  let left = false;
  /** The latest servers the room fetched: TURN credentials last 30 s (docs/video.md). */
  let iceServers = join.iceServers;
  let peer = newPeer();
  let queue = Promise.resolve();
  /** The offer now waiting for its answer (offering side). */
  let pendingOfferId: string | undefined;

  function send(signal: VideoSignal) {
    // A lost signal heals itself: the next 'ready', offer or ICE restart carries the state again.
    live.send(liveSendDestinations.videoSignal, signal).catch(() => undefined);
  }
  const base = { sessionId: join.sessionId, token: join.accessToken };

  function newPeer() {
    const pc = new RTCPeerConnection({ iceServers, iceTransportPolicy: join.iceTransportPolicy });
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
    // The answering side's tracks ride on the offerer's m-lines: it never offers itself.
    if (offerer)
      pc.onnegotiationneeded = () => {
        const offerId = crypto.randomUUID();
        pc.setLocalDescription()
          .then(() => {
            if (!pc.localDescription || pc !== peer) return;
            pendingOfferId = offerId;
            send({ ...base, kind: 'offer', sdp: pc.localDescription.sdp, offerId });
          })
          .catch(() => undefined); // a closed connection: its successor negotiates
      };
    pc.oniceconnectionstatechange = () => {
      if (pc !== peer) return;
      const state = pc.iceConnectionState;
      if (state === 'connected' || state === 'completed') listeners.onState('connected');
      else if (state === 'disconnected') listeners.onState('reconnecting');
      else if (state === 'failed') {
        listeners.onState('reconnecting');
        if (offerer) pc.restartIce();
      }
    };
    if (local) addLocal(pc, local);
    return pc;
  }

  function addLocal(pc: RTCPeerConnection, stream: MediaStream) {
    for (const track of stream.getTracks()) pc.addTrack(track, stream);
    // With nothing to send (no camera, no microphone) the offer still asks to receive both.
    if (offerer && stream.getTracks().length === 0) {
      pc.addTransceiver('audio', { direction: 'recvonly' });
      pc.addTransceiver('video', { direction: 'recvonly' });
    }
  }

  function startAfresh() {
    pendingOfferId = undefined;
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
      // A candidate of a closed connection, or one that came before its offer, fails harmlessly.
      if (signal.candidate) await peer.addIceCandidate(signal.candidate).catch(() => undefined);
      return;
    }
    if (offerer) {
      if (signal.kind === 'ready') {
        listeners.onState('connecting');
        startAfresh(); // the new connection's negotiationneeded sends the offer
      } else if (
        signal.kind === 'answer' &&
        signal.offerId === pendingOfferId &&
        peer.signalingState === 'have-local-offer'
      ) {
        await peer.setRemoteDescription({ type: 'answer', sdp: signal.sdp ?? '' });
      }
      return;
    }
    if (signal.kind !== 'offer') return;
    const sdp = signal.sdp ?? '';
    const known = peer.remoteDescription;
    if (known && known.sdp === sdp) return; // the same offer again
    if (known && fingerprint(known.sdp) !== fingerprint(sdp)) startAfresh();
    listeners.onState('connecting');
    await peer.setRemoteDescription({ type: 'offer', sdp });
    await peer.setLocalDescription();
    if (peer.localDescription)
      send({ ...base, kind: 'answer', sdp: peer.localDescription.sdp, offerId: signal.offerId });
  }

  const unsubscribe = live.subscribe(['VIDEO_SIGNAL'], (event) => {
    const signal = incomingSignal.safeParse(event.data);
    if (signal.success) queue = queue.then(() => receive(signal.data)).catch(() => undefined);
  });

  return {
    async connect(stream) {
      local = stream;
      listeners.onState('connecting');
      addLocal(peer, stream);
      if (!offerer) send({ ...base, kind: 'ready' });
    },
    setMicrophone(on) {
      if (local) enableTracks(local, 'audio', on);
    },
    setCamera(on) {
      if (local) enableTracks(local, 'video', on);
    },
    stats: async () => readCallStats(await peer.getStats()),
    setIceServers(fresh) {
      iceServers = fresh;
      if (peer.signalingState !== 'closed')
        peer.setConfiguration({ ...peer.getConfiguration(), iceServers: fresh });
    },
    leave() {
      if (left) return;
      left = true;
      unsubscribe();
      if (local) send({ ...base, kind: 'hangup' });
      peer.close();
    },
  };
}
