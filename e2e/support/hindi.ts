import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { untilAlive } from './alive';
import { seriousViolations } from './axe';
import { shoot } from './shots';

// What the Hindi specs share (issue 47): a browser in Hindi, the collector of Latin-script words
// left on a screen, and a screen's check (words, accessibility, and, when E2E_SHOTS_DIR is set, a
// screenshot for people to look at). Hindi shots are named hi-<screen>-<width>.png, so they sit
// beside the English specs' (support/shots.ts) in one directory without overwriting them: both
// take screens such as admin-dashboard.

export const viewports = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

/**
 * Latin-script words allowed on a Hindi screen: names (of the product, of platforms and of the
 * social sites), the abbreviations Hindi readers use as they are, and e-mail addresses.
 */
export const names = new Set([
  'Kusp',
  'Android',
  'iOS',
  'OTP',
  'Instagram',
  'Facebook',
  'YouTube',
  'X',
]);

/**
 * The visible words of the page (or of the element `within`), its drawings' included, that are
 * written in Latin script, outside what is marked as English (`lang="en"`: the articles, which are written in
 * English, and the switch's "English") and outside `people's` texts: what someone wrote themselves
 * (an astrologer's name, a question's subject) is shown as it was written.
 */
export async function latinWords(
  page: Page,
  {
    within = page.locator('body'),
    people = [],
  }: { within?: Locator; people?: readonly string[] } = {},
): Promise<string[]> {
  const text = await within.evaluate(async (root) => {
    const parts: string[] = [];
    // The words drawn in the site's own illustrations too (an article's pictures are English, as
    // its words are).
    const illustrations = root.querySelectorAll<HTMLImageElement>('img[src^="/images/site/"]');
    for (const image of Array.from(illustrations)) {
      if (!image.checkVisibility()) continue;
      const drawing = new DOMParser().parseFromString(
        await (await fetch(image.src)).text(),
        'image/svg+xml',
      );
      for (const words of Array.from(drawing.querySelectorAll('text')))
        parts.push(words.textContent ?? '');
    }
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('[lang]')?.getAttribute('lang') === 'en') continue;
      if (element.closest('script, style, noscript')) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      parts.push(node.textContent ?? '');
    }
    return parts.join(' ');
  });
  const withoutAddresses = people
    .reduce((rest, written) => rest.replaceAll(written, ' '), text)
    .split(/\s+/)
    .filter((word) => !word.includes('@'))
    .join(' ');
  return [...withoutAddresses.matchAll(/[A-Za-z]+/g)]
    .map((m) => m[0])
    .filter((word) => !names.has(word));
}

export async function settled(page: Page) {
  await untilAlive(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByLabel(/^(Loading|लोड हो रहा है|लेख लोड हो रहे हैं)/)).toHaveCount(0);
}

/** The words and the rendering of a screen, checked (and kept as a screenshot when asked). */
export async function checkScreen(
  page: Page,
  name: string,
  options: { within?: Locator; people?: readonly string[] } = {},
) {
  expect(await latinWords(page, options), name).toEqual([]);
  expect(await seriousViolations(page), name).toEqual([]);
  await shoot(page, `hi-${name}`, { fullPage: !options.within });
}

export const hindiBrowser = (browser: Browser, viewport: { width: number; height: number }) =>
  browser.newContext({ locale: 'hi-IN', viewport });
