import { describe, expect, it } from 'vitest';
import {
  creditPurchaseRequestSchema,
  creditsText,
  filterYears,
  formatCredits,
  formatDate,
  formatDateTime,
  formatPaise,
  formatRupees,
  taxWords,
  moneyTexts,
} from '../src/index.ts';

describe('money display', () => {
  it('shows paise as rupees with the rupee sign, two decimals and Indian grouping', () => {
    expect(formatRupees(5)).toBe('₹0.05');
    expect(formatRupees(99900)).toBe('₹999.00');
    expect(formatRupees(100000)).toBe('₹1,000.00');
    expect(formatRupees(11800050)).toBe('₹1,18,000.50');
    expect(formatRupees(-123456789)).toBe('-₹12,34,567.89');
    // Past 2^53 / 100 a float division would lose the last paisa; the exact text keeps it.
    expect(formatRupees(900719925474099)).toBe('₹90,07,19,92,54,740.99');
  });

  it('shows whole credits without decimals and a fraction with two', () => {
    expect(formatCredits(0)).toBe('0');
    expect(formatCredits(20000)).toBe('20');
    expect(formatCredits(1020000)).toBe('1,020');
    expect(formatCredits(123456789000)).toBe('12,34,56,789');
    expect(formatCredits(1020500)).toBe('1,020.50');
    expect(formatCredits(16950)).toBe('16.95');
    expect(formatCredits(-590000)).toBe('-590');
    expect(creditsText(1020000)).toBe('1,020 credits');
    expect(creditsText(1000)).toBe('1 credit');
  });

  it('keeps the wire format of paise apart: no sign, no grouping', () => {
    expect(formatPaise(11800)).toBe('118.00');
    expect(formatPaise(123456789)).toBe('1234567.89');
    expect(formatPaise(-250)).toBe('-2.50');
  });

  it('says which tax a price includes', () => {
    expect(taxWords({ intlTax: 0 })).toBe('incl. GST');
    expect(taxWords({ intlTax: 9000 })).toBe('incl. tax');
  });
});

describe('date display', () => {
  const instant = '2026-11-27T07:06:00Z';

  it('writes dd-MM-yyyy HH:mm in the zone asked for, India by default', () => {
    expect(formatDateTime(instant)).toBe('27-11-2026 12:36');
    expect(formatDateTime(new Date(instant), 'UTC')).toBe('27-11-2026 07:06');
    expect(formatDateTime(instant, 'America/New_York')).toBe('27-11-2026 02:06');
    expect(formatDate(instant, 'Pacific/Kiritimati')).toBe('27-11-2026');
  });

  it('crosses midnight and uses a 24-hour clock', () => {
    expect(formatDateTime('2026-12-31T18:45:00Z')).toBe('01-01-2027 00:15');
    expect(formatDateTime('2026-03-08T23:59:00Z', 'UTC')).toBe('08-03-2026 23:59');
    expect(formatDate('2026-12-31T18:45:00Z', 'UTC')).toBe('31-12-2026');
  });
});

describe('money contracts', () => {
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
