import { describe, expect, it } from 'vitest';
import type { ChatSession } from '@kusp/contracts';
import { decideLiveSession } from './live-chat';
import {
  chatInputState,
  filterContacts,
  formatCountdown,
  pendingRequests,
  remainingMs,
} from './session-rules';

const session = (overrides: Partial<ChatSession> = {}): ChatSession => ({
  id: 's1',
  type: 'TEXT',
  status: 'ACCEPTED',
  active: true,
  closeReason: null,
  userId: 'u1',
  userFullName: 'Asha Rao',
  astrologerId: 'a1',
  astrologerName: 'Demo Astrologer',
  conversationId: 'c1',
  createdAt: '2026-01-01T10:00:00.000Z',
  startedAt: '2026-01-01T10:01:00.000Z',
  expiresAt: '2026-01-01T10:16:00.000Z',
  requestExpiresAt: '2026-01-01T10:15:00.000Z',
  endedAt: null,
  rejectedAt: null,
  endedBy: null,
  horoscopeId: null,
  userHoroscopeId: null,
  orderId: '55555555-5555-4555-8555-555555555555',
  totalAmount: 59_000,
  ...overrides,
});

describe('the session countdown', () => {
  it('shows minutes and seconds, rounding up and stopping at 00:00', () => {
    expect(formatCountdown(900_000)).toBe('15:00');
    expect(formatCountdown(65_001)).toBe('01:06');
    expect(formatCountdown(59_000)).toBe('00:59');
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5_000)).toBe('00:00');
  });

  it("counts down to the server's expiresAt, corrected by the server clock", () => {
    const now = Date.parse('2026-01-01T10:06:00.000Z');
    expect(remainingMs(session(), 0, now)).toBe(600_000);
    // The browser's clock is 30 s behind the server's: 30 s less is left.
    expect(remainingMs(session(), 30_000, now)).toBe(570_000);
    expect(remainingMs(session({ expiresAt: null }), 0, now)).toBeNull();
    expect(remainingMs(null, 0, now)).toBeNull();
  });
});

describe('the message box', () => {
  it('is open only in an active, accepted TEXT session with time left', () => {
    expect(chatInputState(session(), 1_000)).toBe('enabled');
  });
  it('is disabled while the request waits for the astrologer', () => {
    expect(
      chatInputState(session({ status: 'PENDING', startedAt: null, expiresAt: null }), null),
    ).toBe('disabled');
  });
  it('is hidden without a session, once time runs out, and after the session closed', () => {
    expect(chatInputState(null, null)).toBe('hidden');
    expect(chatInputState(session(), 0)).toBe('hidden');
    expect(chatInputState(session(), -1)).toBe('hidden');
    expect(
      chatInputState(session({ active: false, endedAt: '2026-01-01T10:05:00Z' }), 60_000),
    ).toBe('hidden');
    expect(chatInputState(session({ status: 'REJECTED', active: false }), null)).toBe('hidden');
    expect(chatInputState(session({ type: 'VIDEO' }), 60_000)).toBe('hidden');
  });
});

describe('contact search', () => {
  const contacts = [
    { contactFirstName: 'Asha', contactLastName: 'Rao' },
    { contactFirstName: 'Vikram', contactLastName: 'Iyer' },
    { contactFirstName: 'Rohan', contactLastName: 'Ashworth' },
  ];
  it('matches the first or the last name, ignoring case and surrounding spaces', () => {
    expect(filterContacts(contacts, 'ASH').map((c) => c.contactFirstName)).toEqual([
      'Asha',
      'Rohan',
    ]);
    expect(filterContacts(contacts, ' iyer ').map((c) => c.contactFirstName)).toEqual(['Vikram']);
    expect(filterContacts(contacts, '')).toHaveLength(3);
    expect(filterContacts(contacts, 'Asha Rao')).toEqual([]);
  });
});

describe('chat requests', () => {
  it('shows per customer only the latest pending request, newest first', () => {
    const older = session({ id: 'old', status: 'PENDING', createdAt: '2026-01-01T09:00:00Z' });
    const newer = session({ id: 'new', status: 'PENDING', createdAt: '2026-01-01T09:30:00Z' });
    const other = session({
      id: 'other',
      status: 'PENDING',
      userId: 'u2',
      createdAt: '2026-01-01T09:10:00Z',
    });
    const running = session({ id: 'running', userId: 'u3' });
    const closed = session({ id: 'closed', status: 'PENDING', active: false, userId: 'u4' });
    const call = session({ id: 'call', type: 'VIDEO', status: 'PENDING', userId: 'u5' });
    const all = [older, running, newer, other, closed, call];
    expect(pendingRequests(all, 'TEXT').map((s) => s.id)).toEqual(['new', 'other']);
    expect(pendingRequests(all, 'VIDEO').map((s) => s.id)).toEqual(['call']);
  });
});

describe('the Live Chat button', () => {
  it('resumes an active TEXT session whatever the balance', () => {
    expect(decideLiveSession(session(), 'TEXT', 59_000, 0)).toBe('resume');
    expect(decideLiveSession(session({ status: 'PENDING' }), 'TEXT', 59_000, 0)).toBe('resume');
  });
  it('confirms a cost the wallet covers (equal counts), else offers a top-up', () => {
    const ended = session({ active: false });
    // 590.00 rupees cost 590 credits = 590,000 millicredits.
    expect(decideLiveSession(ended, 'TEXT', 59_000, 590_000)).toBe('confirm');
    expect(decideLiveSession(null, 'TEXT', 59_000, 590_000)).toBe('confirm');
    expect(decideLiveSession(null, 'TEXT', 59_000, 589_999)).toBe('top-up');
    expect(decideLiveSession(session({ type: 'VIDEO' }), 'TEXT', 59_000, 0)).toBe('top-up');
  });
});

describe('the Live Call button', () => {
  it('reopens an unended VIDEO session, waiting or running, whatever the balance', () => {
    expect(decideLiveSession(session({ type: 'VIDEO' }), 'VIDEO', 59_000, 0)).toBe('resume');
    const waiting = session({ type: 'VIDEO', status: 'PENDING' });
    expect(decideLiveSession(waiting, 'VIDEO', 59_000, 0)).toBe('resume');
  });
  it('does not take a running chat for a call, nor an ended call: it asks to pay again', () => {
    expect(decideLiveSession(session(), 'VIDEO', 59_000, 590_000)).toBe('confirm');
    const ended = session({ type: 'VIDEO', active: false });
    expect(decideLiveSession(ended, 'VIDEO', 59_000, 589_999)).toBe('top-up');
  });
});
