import { pricingCountry, type Quote } from '@kusp/contracts';
import type { Config } from '../../config.ts';

// The rules of docs/pricing.md. Every amount is an integer number of paise; no float ever holds money.

export type PricingConfig = Pick<Config, 'commissionPercent' | 'intlTaxPercent'>;

/** CGST and SGST are 9 % of the base each (GST 18 %). */
export const GST_HALF_PERCENT = 9;

/** `percent` % of `amount`, rounded half-up to the paisa (amount ≥ 0, integer percent). */
export function percentOf(amount: number, percent: number): number {
  const hundredths = amount * percent + 50;
  return (hundredths - (hundredths % 100)) / 100;
}

export function isIndia(countryCode: string | undefined): boolean {
  const code = (countryCode ?? pricingCountry).toUpperCase();
  return code === 'IN' || code === 'IND';
}

function lines(baseRate: number, cgst: number, sgst: number, intlTax: number, commission: number) {
  const taxAndSurcharge = cgst + sgst + intlTax;
  return {
    baseRate,
    cgst,
    sgst,
    intlTax,
    commission,
    taxAndSurcharge,
    totalAmount: baseRate + taxAndSurcharge,
    currency: 'INR' as const,
  } satisfies Quote;
}

/** A service at `baseRate` paise: GST in India, else the international tax; commission off the base. */
export function quoteService(
  baseRate: number,
  countryCode: string | undefined,
  config: PricingConfig,
): Quote {
  const commission = percentOf(baseRate, config.commissionPercent);
  if (isIndia(countryCode)) {
    const half = percentOf(baseRate, GST_HALF_PERCENT);
    return lines(baseRate, half, half, 0, commission);
  }
  return lines(baseRate, 0, 0, percentOf(baseRate, config.intlTaxPercent), commission);
}

/**
 * A price that already includes tax (the AI assistant's 20 credits): base = total ÷ (1 + rate),
 * rounded half-up; the rest of the total is tax (in India CGST takes the odd paisa). No astrologer
 * earns from it, so there is no commission.
 */
export function quoteInclusive(
  totalAmount: number,
  countryCode: string | undefined,
  config: PricingConfig,
): Quote {
  const india = isIndia(countryCode);
  const rate = india ? 2 * GST_HALF_PERCENT : config.intlTaxPercent;
  const scaled = totalAmount * 100 * 2 + (100 + rate);
  const baseRate = (scaled - (scaled % (2 * (100 + rate)))) / (2 * (100 + rate));
  const tax = totalAmount - baseRate;
  if (!india) return lines(baseRate, 0, 0, tax, 0);
  const sgst = (tax - (tax % 2)) / 2;
  return lines(baseRate, tax - sgst, sgst, 0, 0);
}

/**
 * Buying N credits costs ₹N. Credits are a prepaid voucher: GST is charged when they are spent on a
 * service, so the purchase carries no tax and no commission.
 */
export function quoteCredits(credits: number): Quote {
  return lines(credits * 100, 0, 0, 0, 0);
}

/** '500', '500.5' or '500.50' rupees (a numeric column's text) → 50050 paise, without floats. */
export function rupeesToPaise(text: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new Error(`Not a rupee amount: ${text}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * `part`/`whole` of a quote (a live session delivered in part): each line is scaled and rounded
 * down to the paisa on its own, and the total is their sum, so total = base + taxes and the
 * astrologer's earning (base − commission) and the commission still add up to the base exactly.
 * The customer never pays more than part/whole of the total.
 */
export function shareOfQuote(quote: Quote, part: number, whole: number): Quote {
  const scale = (amount: number) => {
    const scaled = amount * part;
    return (scaled - (scaled % whole)) / whole;
  };
  return lines(
    scale(quote.baseRate),
    scale(quote.cgst),
    scale(quote.sgst),
    scale(quote.intlTax),
    scale(quote.commission),
  );
}
