import type { ChatSession } from '@kusp/contracts';

export const customerId = '11111111-1111-4111-8111-111111111111';
export const astrologerId = '22222222-2222-4222-8222-222222222222';

/** A running TEXT session between the two, to be overridden per test. */
export const chatSession = (overrides: Partial<ChatSession> = {}): ChatSession => ({
  id: '33333333-3333-4333-8333-333333333333',
  type: 'TEXT',
  status: 'ACCEPTED',
  active: true,
  closeReason: null,
  userId: customerId,
  userFullName: 'Asha Rao',
  astrologerId,
  astrologerName: 'Demo Astrologer',
  conversationId: '44444444-4444-4444-8444-444444444444',
  createdAt: new Date(Date.now() - 120_000).toISOString(),
  startedAt: new Date(Date.now() - 60_000).toISOString(),
  expiresAt: new Date(Date.now() + 840_000).toISOString(),
  requestExpiresAt: new Date(Date.now() + 780_000).toISOString(),
  endedAt: null,
  rejectedAt: null,
  endedBy: null,
  horoscopeId: null,
  userHoroscopeId: null,
  orderId: '55555555-5555-4555-8555-555555555555',
  totalAmount: 59_000,
  ...overrides,
});

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
