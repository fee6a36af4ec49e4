import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallJoin, LiveEvent, VideoSignal } from '@kusp/contracts';
import { createPeerTransport } from './peer-transport';

// The signalling of a PEER call, with the live channel and the browser's WebRTC replaced by
// recorders: what each side sends, and which answer the offering side's connection takes.

const sent: VideoSignal[] = [];
let deliver: (event: LiveEvent) => void = () => undefined;

vi.mock('@/lib/live/live-client', () => ({
  live: {
    send: (_destination: string, signal: VideoSignal) => {
      sent.push(signal);
      return Promise.resolve();
    },
    subscribe: (_types: string[], handler: (event: LiveEvent) => void) => {
      deliver = handler;
      return () => undefined;
    },
  },
}));

/** RTCPeerConnection as far as the transport uses it; each offer or answer has its own SDP. */
class FakePeerConnection {
  static made: FakePeerConnection[] = [];
  static descriptions = 0;
  signalingState: RTCSignalingState = 'stable';
  localDescription: RTCSessionDescriptionInit | null = null;
  remoteDescription: RTCSessionDescriptionInit | null = null;
  onnegotiationneeded: (() => void) | null = null;
  ontrack = null;
  onicecandidate = null;
  oniceconnectionstatechange = null;
  iceConnectionState = 'new';
  constructor(public configuration: RTCConfiguration) {
    FakePeerConnection.made.push(this);
  }
  getConfiguration() {
    return this.configuration;
  }
  setConfiguration(configuration: RTCConfiguration) {
    this.configuration = configuration;
  }
  addTrack() {
    setTimeout(() => this.onnegotiationneeded?.(), 0);
  }
  addTransceiver() {
    this.addTrack();
  }
  async setLocalDescription() {
    await Promise.resolve();
    const type = this.signalingState === 'have-remote-offer' ? 'answer' : 'offer';
    this.localDescription = { type, sdp: `${type} ${++FakePeerConnection.descriptions}` };
    this.signalingState = type === 'offer' ? 'have-local-offer' : 'stable';
  }
  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    await Promise.resolve();
    this.remoteDescription = description;
    this.signalingState = description.type === 'offer' ? 'have-remote-offer' : 'stable';
  }
  addIceCandidate = () => Promise.resolve();
  restartIce() {}
  close() {
    this.signalingState = 'closed';
  }
}

class FakeMediaStream {
  constructor(private readonly tracks: unknown[] = []) {}
  getTracks() {
    return this.tracks;
  }
}

const join: CallJoin = {
  sessionId: '00000000-0000-4000-8000-000000000001',
  provider: 'PEER',
  roomName: '00000000-0000-4000-8000-000000000001',
  accessToken: 'call-token',
  serverUrl: null,
  iceServers: [],
  iceTransportPolicy: 'all',
  peerId: 'astrologer',
  peerName: 'Demo Astrologer',
  startedAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 60_000).toISOString(),
};

const listeners = { onRemoteStream: vi.fn(), onState: vi.fn() };
const camera = () => new FakeMediaStream([{ kind: 'video' }]) as unknown as MediaStream;
const signal = (data: Record<string, unknown>) =>
  deliver({ type: 'VIDEO_SIGNAL', data: { sessionId: join.sessionId, ...data } } as LiveEvent);
const offers = () =>
  sent.flatMap((s) => (s.kind === 'offer' ? [{ sdp: s.sdp, offerId: s.offerId }] : []));

beforeEach(() => {
  sent.length = 0;
  FakePeerConnection.made = [];
  vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
  vi.stubGlobal('MediaStream', FakeMediaStream);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the offering side (the customer)', () => {
  it("takes only the answer to its pending offer when 'ready' crossed an earlier one", async () => {
    const transport = createPeerTransport(join, true, listeners);
    await transport.connect(camera());
    await vi.waitFor(() => expect(offers()).toHaveLength(1));
    const [first] = offers();

    // The astrologer joins: its 'ready' crosses the first offer, which it answers too late.
    signal({ kind: 'ready' });
    await vi.waitFor(() => expect(offers()).toHaveLength(2));
    const [, second] = offers();
    const fresh = FakePeerConnection.made.at(-1)!;
    expect(fresh.signalingState).toBe('have-local-offer');

    signal({ kind: 'answer', sdp: 'answer to the first offer', offerId: first?.offerId });
    signal({ kind: 'answer', sdp: 'answer to the second offer', offerId: second?.offerId });
    await vi.waitFor(() => expect(fresh.remoteDescription?.sdp).toBe('answer to the second offer'));
    expect(first?.offerId).not.toBe(second?.offerId);
    transport.leave();
  });
});

describe('the answering side (the astrologer)', () => {
  it("says 'ready' on joining and answers an offer with the offer's id", async () => {
    const transport = createPeerTransport(join, false, listeners);
    await transport.connect(camera());
    expect(sent.map((s) => s.kind)).toEqual(['ready']);

    signal({ kind: 'offer', sdp: 'an offer', offerId: 'offer-1' });
    await vi.waitFor(() => expect(sent.map((s) => s.kind)).toEqual(['ready', 'answer']));
    expect(sent[1]).toMatchObject({ kind: 'answer', offerId: 'offer-1', token: 'call-token' });
    transport.leave();
  });
});

describe('fresh TURN credentials', () => {
  it('go to the connection in use and to every later one', async () => {
    const relay = (username: string) => [
      { urls: ['turn:relay.example:3478'], username, credential: `key of ${username}` },
    ];
    const transport = createPeerTransport({ ...join, iceServers: relay('1:me') }, true, listeners);
    await transport.connect(camera());
    const [inUse] = FakePeerConnection.made;
    expect(inUse?.configuration.iceServers).toEqual(relay('1:me'));

    transport.setIceServers(relay('2:me'));
    expect(inUse?.configuration).toEqual({ iceServers: relay('2:me'), iceTransportPolicy: 'all' });
    // The astrologer joins: the connection made afresh for them gathers with the fresh ones.
    signal({ kind: 'ready' });
    await vi.waitFor(() => expect(FakePeerConnection.made).toHaveLength(2));
    expect(FakePeerConnection.made[1]?.configuration.iceServers).toEqual(relay('2:me'));
    transport.leave();
  });
});
