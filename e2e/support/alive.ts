import type { Page } from '@playwright/test';

/**
 * Waits until the page's first screen can be used (the app's `kusp:screen-alive` mark): on a
 * prerendered page, what is on screen before that is the page's, and a link still loads a new
 * document.
 */
export async function untilAlive(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('kusp:screen-alive').length > 0);
}
