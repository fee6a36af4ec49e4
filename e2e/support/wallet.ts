import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The one way credits and rupees are shown (packages/contracts formatCredits / formatRupees):
 * Indian grouping (the last three digits, then pairs), credits whole or with two decimals, rupees
 * with the ₹ sign and two decimals.
 */
const grouped = String.raw`\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}`;
export const creditsFormat = new RegExp(String.raw`^[+-]?(?:${grouped})(?:\.\d{2})?$`);
export const rupeesFormat = new RegExp(String.raw`^-?₹(?:${grouped})\.\d{2}$`);

/** '2,060' or '1,020.50' credits as millicredits. */
export function millicreditsOf(text: string): number {
  expect(text).toMatch(creditsFormat);
  const [whole, hundredths = '00'] = text.replace(/^\+/, '').replaceAll(',', '').split('.');
  const sign = whole!.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 1000 + Number(hundredths) * 10);
}

/** The balance a region shows as '… credits'. */
export async function shownBalance(region: Locator): Promise<number> {
  await expect(region).toContainText(/\d credits/);
  const [, figure] = /(?<![\d,.])([\d,]+(?:\.\d{2})?) credits/.exec((await region.textContent())!)!;
  return millicreditsOf(figure!);
}

/** The wallet on the profile, in millicredits. */
export async function profileBalance(page: Page): Promise<number> {
  await page.goto('/user/profile');
  return shownBalance(page.getByRole('region', { name: 'Credits' }));
}
