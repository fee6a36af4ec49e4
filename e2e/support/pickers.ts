import type { Page } from '@playwright/test';

/** Types a day into the product's date picker, 'dd-mm-yyyy' whatever the browser's locale. */
export async function pickDate(page: Page, label: string, dmy: string) {
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.fill(dmy);
  await input.press('Escape');
  await input.blur();
}

/** Types 'HH:mm' or 'HH:mm:ss' into the 24-hour picker whose boxes are named '<name> hour' and on. */
export async function pickTime(page: Page, name: string, time: string) {
  const [hour, minute, second] = time.split(':');
  await page.getByLabel(`${name} hour`, { exact: true }).fill(hour!);
  await page.getByLabel(`${name} minute`, { exact: true }).fill(minute!);
  if (second !== undefined) await page.getByLabel(`${name} second`, { exact: true }).fill(second);
}
