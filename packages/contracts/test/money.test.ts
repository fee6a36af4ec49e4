import { describe, expect, it } from 'vitest';
import {
  creditPurchaseRequestSchema,
  filterYears,
  formatCredits,
  formatPaise,
  formatRupees,
  moneyTexts,
} from '../src/index.ts';

describe('money display', () => {
  it('formats paise and millicredits with integer arithmetic', () => {
    expect(formatPaise(11800)).toBe('118.00');
    expect(formatPaise(5)).toBe('0.05');
    expect(formatPaise(-250)).toBe('-2.50');
    expect(formatRupees(11800050)).toBe('₹1,18,000.50');
    expect(formatCredits(500000)).toBe('500.000');
    expect(formatCredits(1)).toBe('0.001');
  });

  it('groups rupees and credits in the Indian way', () => {
    expect(formatRupees(99900)).toBe('₹999.00');
    expect(formatRupees(100000)).toBe('₹1,000.00');
    expect(formatRupees(-123456789)).toBe('-₹12,34,567.89');
    expect(formatCredits(4010000)).toBe('4,010.000');
    expect(formatCredits(123456789)).toBe('1,23,456.789');
    expect(formatCredits(1234567890123)).toBe('1,23,45,67,890.123');
  });

  it('offers this year and the fifteen before it', () => {
    const years = filterYears(new Date('2026-06-01T00:00:00Z'));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2011);
  });

  it('accepts only the spec top-ups for a credit purchase', () => {
    const base = {
      paymentProcessor: 'CCAVENUE',
      serviceCode: 'CREDIT_PURCHASE',
      customerId: '0b7f2f7e-8d6c-4c57-9a55-3a0a4b9c1e21',
    };
    expect(creditPurchaseRequestSchema.safeParse({ ...base, amount: 200 }).success).toBe(true);
    expect(
      creditPurchaseRequestSchema.safeParse({ ...base, amount: 150 }).error?.issues[0]?.message,
    ).toBe(moneyTexts.creditAmount);
  });
});
