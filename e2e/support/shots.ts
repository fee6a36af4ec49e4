import type { Page } from '@playwright/test';

const shots = process.env.E2E_SHOTS_DIR;

/** A full-page screenshot named for the screen and the viewport's width, when E2E_SHOTS_DIR is set. */
export async function shoot(page: Page, name: string) {
  if (!shots) return;
  const width = page.viewportSize()!.width;
  await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
}
