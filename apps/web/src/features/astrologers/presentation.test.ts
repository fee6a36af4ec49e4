import { describe, expect, it } from 'vitest';
import type { AstrologerListItem } from '@kusp/contracts';
import { serviceButtons } from './presentation';

const astrologer: AstrologerListItem = {
  astrologerId: 'a1',
  firstName: 'Ananya',
  lastName: 'Sharma',
  profileImageUrl: null,
  averageRating: 4.8,
  reviewCount: 12,
  rateCurrency: 'INR',
  baseRates: [{ rateUnit: 'PER_QUESTION', currencyCode: 'INR', baseRate: 500 }],
  price: {
    baseRate: 50_000,
    cgst: 4_500,
    sgst: 4_500,
    intlTax: 0,
    commission: 10_000,
    taxAndSurcharge: 9_000,
    totalAmount: 59_000,
    currency: 'INR',
  },
  availabilityStatus: 'ONLINE',
  offlineQuestionEnabled: true,
  textChatEnabled: true,
  videoCallEnabled: true,
  languages: ['hi', 'en'],
};
const labels = (...args: Parameters<typeof serviceButtons>) =>
  serviceButtons(...args).map((b) => b.label);

describe('astrologer cards and details', () => {
  it('offers live services only while ONLINE or in a session, and only those switched on', () => {
    const none = { TEXT: false, VIDEO: false };
    const both = { TEXT: true, VIDEO: true };
    expect(serviceButtons(astrologer, 'u1', none)).toEqual([
      { label: 'Offline Chat', to: '/user/astrologer/chat/a1' },
      { label: 'Live Chat', to: '/chat/u1/a1' },
      { label: 'Live Call', to: '/meet/u1/a1' },
    ]);
    const away = { ...astrologer, availabilityStatus: 'AWAY' as const };
    expect(labels(away, 'u1', none)).toEqual(['Offline Chat']);
    expect(labels({ ...away, availabilityStatus: 'BUSY' }, 'u1', none)).toEqual(['Offline Chat']);
    expect(labels(away, 'u1', both)).toEqual(['Offline Chat', 'Live Chat', 'Live Call']);
    expect(labels({ ...astrologer, videoCallEnabled: false }, 'u1', none)).toEqual([
      'Offline Chat',
      'Live Chat',
    ]);
    expect(
      labels({ ...astrologer, offlineQuestionEnabled: false, textChatEnabled: false }, 'u1', none),
    ).toEqual(['Live Call']);
    // An unended call brings back only Live Call, a running chat only Live Chat.
    expect(labels(away, 'u1', { TEXT: false, VIDEO: true })).toEqual(['Offline Chat', 'Live Call']);
    expect(labels(away, 'u1', { TEXT: true, VIDEO: false })).toEqual(['Offline Chat', 'Live Chat']);
  });
});
