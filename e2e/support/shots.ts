import type { Page } from '@playwright/test';

const shots = process.env.E2E_SHOTS_DIR;

/**
 * A screenshot named for the screen and the viewport's width, when E2E_SHOTS_DIR is set: the whole
 * page, or what the viewport shows (a dialog); taken once the page's transitions are over (a dialog
 * or popover fading in shows half-drawn).
 */
export async function shoot(page: Page, name: string, { fullPage = true } = {}) {
  if (!shots) return;
  // A spinner's endless animation never ends, so only those that do are waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const width = page.viewportSize()!.width;
  await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage });
}
