import { expect, type Page } from '@playwright/test';

/** The wallet on the profile, read as whole millicredits from its 3-decimal text. */
export async function profileBalance(page: Page): Promise<number> {
  await page.goto('/user/profile');
  const credits = page.getByRole('region', { name: 'Credits' });
  await expect(credits).toContainText(/\d\.\d{3} credits/);
  const [, whole, thousandths] = /(?<![\d,])([\d,]+)\.(\d{3}) credits/.exec(
    (await credits.textContent())!,
  )!;
  return Number(whole!.replaceAll(',', '')) * 1000 + Number(thousandths);
}
