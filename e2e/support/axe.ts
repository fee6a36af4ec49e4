import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Serious and critical axe findings, one line each, so a failure names the rule and the element.
 * axe reads colours as drawn, so it runs once the page is still: a dialog fading in (its overlay
 * half over the page) gives contrast figures no one sees for longer than a blink. Endless
 * animations (a loader) are not waited for.
 */
export async function seriousViolations(page: Page) {
  await page.evaluate(async () => {
    // A transition starts a frame or two after its element mounts.
    for (let frame = 0; frame < 2; frame += 1)
      await new Promise((resolve) => requestAnimationFrame(resolve));
    const moving = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getTiming().iterations !== Infinity,
        );
    await Promise.all(moving().map((animation) => animation.finished.catch(() => undefined)));
  });
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
