import { expect, test, type Page } from '../support/test';
import { untilAlive } from '../support/alive';
import { seriousViolations } from '../support/axe';
import { collectErrors } from '../support/errors';

/** Every public route of the route table (spec part 1 section 2) that a visitor can open directly. */
const publicRoutes = [
  '/',
  '/kusp',
  '/kusp-download',
  '/research',
  '/learn-astrology',
  '/blog',
  '/about',
  '/partners',
  '/careers',
  '/contact',
  '/privacy',
  '/news-letter',
  '/user/login',
  '/user/create-account',
  '/user/forgot-account',
  '/astrologer/login',
  '/astrologer-signup',
  '/astrologer-forgot',
];

/** Opens a route and waits until its screen (a lazy chunk) and its first data have arrived. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await untilAlive(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByLabel('Loading')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

/**
 * Opens the phone menu from the keyboard and closes it with Escape (then runs `afterEscape`): the
 * menu is gone and focus is back on its button.
 */
async function openAndEscapeMenu(page: Page, afterEscape?: () => Promise<unknown>) {
  const menuButton = page.getByRole('button', { name: 'Open navigation' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Learn Astrology' })).toBeVisible();
  await page.keyboard.press('Escape');
  await afterEscape?.();
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
}

/** The document's full width; more than the viewport means the visitor must scroll sideways. */
const contentWidth = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth');

test.describe('every public page', () => {
  for (const path of publicRoutes) {
    test(`${path} renders without console errors and passes axe`, async ({ page }) => {
      const errors = collectErrors(page, { console: true });
      await open(page, path);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the home page passes axe, fits the screen and its menu works from the keyboard', async ({
    page,
  }) => {
    const errors = collectErrors(page, { console: true });
    await open(page, '/');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await contentWidth(page)).toBeLessThanOrEqual(360);

    await openAndEscapeMenu(page);
    expect(errors).toEqual([]);
  });

  test('on a busy phone, Escape still hands focus back to the menu button', async ({ page }) => {
    await open(page, '/');
    // The page's immediate timers wait, as on a busy phone: the menu's focus trap takes focus into
    // the menu only after the visitor has already closed it.
    await page.evaluate(() => {
      const setTimeoutOnTime = window.setTimeout;
      const waiting: Array<() => void> = [];
      window.setTimeout = ((run: () => void, delay?: number) => {
        if (delay) return setTimeoutOnTime(run, delay);
        waiting.push(run);
        return 0;
      }) as typeof window.setTimeout;
      Object.assign(window, { runLateTimers: () => waiting.splice(0).forEach((run) => run()) });
    });
    await openAndEscapeMenu(page, () => page.evaluate('runLateTimers()'));
  });

  for (const path of ['/kusp', '/about', '/partners', '/careers', '/privacy']) {
    test(`${path} fits the screen without sideways scrolling`, async ({ page }) => {
      await open(page, path);
      expect(await contentWidth(page)).toBeLessThanOrEqual(360);
    });
  }
});

test.describe('the content pages', () => {
  test("home offers the app and the research, each call to action leads on, and search engines get each page's own description", async ({
    page,
  }) => {
    await open(page, '/');
    await expect(page.getByRole('link', { name: 'Try the Kusp app' })).toHaveAttribute(
      'href',
      '/kusp-download',
    );
    await expect(page.getByRole('link', { name: 'Start your research' })).toHaveAttribute(
      'href',
      '/research',
    );
    for (const [name, target] of [
      ['Join the beta', '/kusp-download'],
      ['Explore the app', '/kusp'],
      ['Begin now', '/research/#begin'],
      ['About the research', '/research'],
    ] as const) {
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', target);
    }
    const description = page.locator('meta[name="description"]');
    await expect(description).toHaveAttribute('content', /^Kusp brings the classical Vedic/);

    await page.getByRole('link', { name: 'Explore the app' }).click();
    await expect(page).toHaveURL(/\/kusp$/);
    await expect(page.getByRole('heading', { level: 1, name: 'The Kusp app' })).toBeVisible();
    await expect(description).toHaveAttribute('content', /^Your birth chart, read fresh every day/);
  });

  test('the app page explains the four scores and its FAQ opens onto home, research and contact', async ({
    page,
  }) => {
    await open(page, '/kusp');
    for (const score of ['Love', 'Career', 'Finance', 'Health']) {
      await expect(
        page.getByRole('heading', { name: `${score} Score`, exact: true }),
      ).toBeVisible();
    }
    await expect(page.getByText('A Love Score above 6 is a good sign')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Compatibility', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Questions and answers' })).toBeVisible();

    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    for (const [question, link, target] of [
      ['How is Kusp different from a newspaper horoscope?', 'Kusp home page', '/'],
      ['What is the Kusp research project?', 'Astrology Research page', '/research'],
      ['I have a question that is not answered here.', 'contact page', '/contact'],
    ] as const) {
      const control = faq.getByRole('button', { name: question });
      await expect(control).toHaveAttribute('aria-expanded', 'false');
      await control.click();
      await expect(control).toHaveAttribute('aria-expanded', 'true');
      await expect(faq.getByRole('link', { name: link })).toHaveAttribute('href', target);
    }
    await faq.getByRole('link', { name: 'contact page' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('partners, careers and privacy carry the sections the spec lists', async ({ page }) => {
    await open(page, '/partners');
    for (const section of ['Why Partner', 'How does it work?', 'How much does it cost?']) {
      await expect(page.getByRole('heading', { name: section, level: 2 })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Contact us about partnering' })).toHaveAttribute(
      'href',
      '/contact',
    );

    await open(page, '/careers');
    const position = page.getByRole('heading', { level: 3 });
    await expect(position).toHaveCount(1);
    await expect(position).toHaveText('Android Developer');
    await expect(page.getByText('Remote', { exact: true })).toBeVisible();
    await expect(page.getByText('India', { exact: true })).toBeVisible();
    await expect(page.getByText('Contact us to apply.')).toBeVisible();

    await open(page, '/privacy');
    for (const section of [
      'Collection of personal data',
      'Access logs',
      'Cookies',
      'Analytics',
      'Social plugins',
      'Your rights',
      'Data security',
    ]) {
      await expect(page.getByRole('heading', { name: section, level: 2 })).toBeVisible();
    }
    await expect(page.getByText('kept for at most seven months')).toBeVisible();
    await expect(page.getByRole('link', { name: 'privacy@kusp.app' }).first()).toHaveAttribute(
      'href',
      'mailto:privacy@kusp.app',
    );
  });

  test('a page opened from the footer starts at the top, and Back returns to where the reader was', async ({
    page,
  }) => {
    await open(page, '/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const readAt = await page.evaluate(() => window.scrollY);
    expect(readAt).toBeGreaterThan(500);

    await page
      .getByRole('navigation', { name: 'Company' })
      .getByRole('link', { name: 'About' })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page.getByRole('contentinfo')).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(readAt);
  });

  test("home's Begin now opens the research form with its title in sight", async ({ page }) => {
    await open(page, '/');
    await page.getByRole('link', { name: 'Begin now' }).click();
    await expect(page).toHaveURL(/\/research\/?#begin$/);
    const title = page.getByRole('heading', { name: 'Your birth details' });
    await expect(title).toBeInViewport();
    // Below the sticky 64 px navigation bar, not under it.
    expect((await title.boundingBox())!.y).toBeGreaterThanOrEqual(64);
  });

  test('no page asks another origin for anything', async ({ page, baseURL }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) {
        foreign.push(request.url());
      }
    });
    for (const path of ['/', '/kusp', '/about', '/partners', '/careers', '/privacy']) {
      await open(page, path);
    }
    expect(foreign).toEqual([]);
  });
});
