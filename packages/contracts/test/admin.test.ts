import { describe, expect, it } from 'vitest';
import { adminTexts, payoutFormSchema, refundFormSchema } from '../src/index.ts';

describe('the console forms', () => {
  it('read rupees as typed into paise, and refuse what is not an amount', () => {
    const paise = (amount: string) =>
      payoutFormSchema.safeParse({ amount, bankReference: 'UTR1' }).data?.amount;
    expect(paise('400')).toBe(40_000);
    expect(paise(' 400.5 ')).toBe(40_050);
    expect(paise('0.01')).toBe(1);
    for (const bad of ['0', '0.00', '1.234', '-5', '1e3', '4,00', '', '9999999999']) {
      const parsed = payoutFormSchema.safeParse({ amount: bad, bankReference: 'UTR1' });
      expect(parsed.success, bad).toBe(false);
      expect(parsed.error?.issues[0]?.message, bad).toBe(adminTexts.amountInvalid);
    }
  });

  it('refund the whole order when no amount is given', () => {
    const whole = refundFormSchema.parse({ amount: '', reason: 'Late', destination: 'WALLET' });
    expect(whole).toEqual({ amount: undefined, reason: 'Late', destination: 'WALLET' });
    expect(
      refundFormSchema.parse({ amount: '12.30', reason: 'Late', destination: 'CARD' }).amount,
    ).toBe(1_230);
  });
});
