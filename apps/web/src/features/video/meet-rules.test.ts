import { describe, expect, it } from 'vitest';
import { chatSession } from '@/features/chat/testing/fixtures';
import { callEndTarget, meetingState, ongoingMeetings } from './meet-rules';

const now = Date.parse('2026-03-01T10:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const call = (id: string, overrides: Parameters<typeof chatSession>[0] = {}) =>
  chatSession({ id, type: 'VIDEO', createdAt: ago(600_000), ...overrides });

describe('ongoing meetings', () => {
  const running = call('running', { createdAt: ago(300_000) });
  const waiting = call('waiting', { status: 'PENDING', startedAt: null, createdAt: ago(10_000) });
  const justEnded = call('just-ended', { active: false, endedAt: ago(59_999) });
  const endedAMinuteAgo = call('a-minute-ago', { active: false, endedAt: ago(60_000) });
  const rejected = call('rejected', { status: 'REJECTED', active: false, rejectedAt: ago(1000) });
  const chat = chatSession({ id: 'chat' });
  const all = [endedAMinuteAgo, chat, rejected, running, justEnded, waiting];

  it('lists calls waiting, running or ended under 60 s ago, newest first; never rejected ones or chats', () => {
    expect(ongoingMeetings(all, now).map((s) => s.id)).toEqual([
      'waiting',
      'running',
      'just-ended',
    ]);
  });

  it("counts the 60 s by the server's clock: a call ended just now vanishes 60 s later", () => {
    const ended = call('ended', { active: false, endedAt: new Date(now).toISOString() });
    expect(ongoingMeetings([ended], now + 59_999)).toHaveLength(1);
    expect(ongoingMeetings([ended], now + 60_000)).toHaveLength(0);
  });

  it('names each state', () => {
    expect([waiting, running, justEnded].map(meetingState)).toEqual(['waiting', 'live', 'ended']);
  });
});

describe('leaving a call', () => {
  it('takes the astrologer to the profile and the customer to the stored path or /chats', () => {
    expect(callEndTarget(false, '/user/my-questions')).toBe('/astrologer/profile');
    expect(callEndTarget(true, '/user/my-questions')).toBe('/user/my-questions');
    expect(callEndTarget(true, null)).toBe('/chats');
  });
});
