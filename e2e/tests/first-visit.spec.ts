import { expect, test, type Browser, type Page } from '../support/test';
import { untilAlive } from '../support/alive';
import { demoCustomer, signInAs } from '../support/session';

// The public pages of the sitemap, and the newest article (found through the sitemap, as a
// crawler finds it).
const publicPages = [
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
];

async function newestArticlePath(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const sitemap = await (await context.request.get('/sitemap.xml')).text();
  await context.close();
  const article = /<loc>[^<]*(\/blog\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
  if (!article) throw new Error('the sitemap lists no article');
  return article;
}

/** Every complaint the browser or React makes while the page loads and comes alive. */
function collectComplaints(page: Page) {
  const complaints: string[] = [];
  page.on('pageerror', (error) => complaints.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      complaints.push(message.text());
    }
  });
  return complaints;
}

test('every public page and an article show their content with JavaScript turned off', async ({
  browser,
}) => {
  // Thirteen pages, each loaded twice.
  test.setTimeout(180_000);
  const article = await newestArticlePath(browser);
  const withoutScript = await browser.newContext({ javaScriptEnabled: false });
  const withScript = await browser.newContext();
  const plain = await withoutScript.newPage();
  const live = await withScript.newPage();
  for (const path of [...publicPages, article]) {
    await plain.goto(path);
    const heading = plain.getByRole('heading', { level: 1 });
    await expect(heading, path).toHaveCount(1);
    await expect(plain.getByRole('navigation', { name: 'Main' })).toBeAttached();
    await expect(plain.getByRole('contentinfo')).toBeVisible();
    await expect(plain.getByLabel('Loading')).toHaveCount(0);
    // The same page the app draws: heading and title.
    await live.goto(path);
    await expect(live.getByLabel('Loading')).toHaveCount(0);
    await expect(live.getByRole('heading', { level: 1 })).toHaveText(
      (await heading.textContent()) ?? '',
    );
    await expect(live).toHaveTitle(await plain.title());
    const description = live.locator('meta[name="description"]');
    await expect(description).toHaveAttribute(
      'content',
      (await plain.locator('meta[name="description"]').getAttribute('content')) ?? '',
    );
  }
  await withoutScript.close();
  await withScript.close();
});

test('an article shared as a link carries its own title, description and Open Graph tags', async ({
  browser,
}) => {
  const article = await newestArticlePath(browser);
  const crawler = await browser.newContext({ javaScriptEnabled: false });
  const page = await crawler.newPage();
  await page.goto(article);
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(title.length).toBeGreaterThan(0);
  await expect(page).toHaveTitle(`${title} | Kusp`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    'content',
    new URL(article, page.url()).href,
  );
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
    'content',
    description ?? '',
  );
  expect(description).not.toContain('Vedic astrology research, readings from astrologers');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /^http.*\.svg$/,
  );
  // The article's text is in the page itself.
  expect((await page.getByRole('article').textContent())?.length).toBeGreaterThan(1000);
  await crawler.close();
});

test('the prerendered pages come alive without a hydration complaint and navigate in place', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const complaints = collectComplaints(page);
  for (const path of [...publicPages, await newestArticlePath(browser)]) {
    await page.goto(path);
    await untilAlive(page);
    await expect(page.getByLabel('Loading')).toHaveCount(0);
    expect(complaints, path).toEqual([]);
  }
  // The links work as the app's, without loading a new document.
  await page.goto('/');
  await untilAlive(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Kusp blog');
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
  expect(complaints).toEqual([]);
});

test('a signed-in customer opening a public page sees their own navigation', async ({
  page,
  request,
}) => {
  const complaints = collectComplaints(page);
  await signInAs(page, request, demoCustomer);
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Kusp blog');
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Chat with Astrologer' })).toHaveAttribute(
    'href',
    '/user/astrologer/list',
  );
  await expect(main.getByRole('link', { name: 'Astrologer', exact: true })).toHaveCount(0);
  expect(complaints).toEqual([]);
});

/** How a prerendered page starts: boot, and the app's chunks it loads after the first paint. */
async function startOf(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const start = /<script type="module" crossorigin src="([^"]+)" data-app="([^"]+)"/.exec(html);
  if (!start) throw new Error(`no boot script on ${path}`);
  return { html, boot: start[1]!, app: start[2]!.split(' ') };
}

/**
 * The scripts that bring a prerendered page's layout alive: boot, the app and what they import
 * statically (not what they load later).
 */
async function entryScripts(page: Page, path: string): Promise<Set<string>> {
  const { boot, app } = await startOf(page, path);
  const scripts = new Set([boot, ...app]);
  for (const script of scripts) {
    const code = await (await page.request.get(script)).text();
    for (const [, file] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
      scripts.add(new URL(file!, new URL(script, 'http://host')).pathname);
  }
  return scripts;
}

test('a prerendered page is painted before its app is fetched, then comes alive', async ({
  page,
}) => {
  for (const path of ['/blog', '/hi/research']) {
    const { html, app } = await startOf(page, path);
    // What boot imports itself is preloaded with it; the rest of the app waits for the paint.
    const later = app.filter(
      (file) => !html.includes(`rel="modulepreload" crossorigin href="${file}"`),
    );
    expect(later.length, path).toBeGreaterThan(2);
    await page.goto(path);
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('header') ?? {}).some((key) =>
        key.startsWith('__reactProps$'),
      ),
    );
    const timing = await page.evaluate((files) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const requested = performance
        .getEntriesByType('resource')
        .filter((entry) => files.some((file) => new URL(entry.name).pathname === file))
        .map((entry) => entry.startTime);
      return { paint, requested };
    }, later);
    expect(timing.paint, path).toBeGreaterThan(0);
    expect(timing.requested, path).toHaveLength(later.length);
    expect(Math.min(...timing.requested), path).toBeGreaterThan(timing.paint!);
  }
});

/**
 * Holds every script but the entry's until the returned release is called: the page is drawn and
 * its layout alive, but the screen's code is still on its way, as on a slow phone line.
 */
async function holdScreenCode(page: Page, path: string) {
  const allowed = await entryScripts(page, path);
  const held: Array<() => Promise<void>> = [];
  let holding = true;
  await page.route(/\/assets\/.*\.js$/, (route) => {
    if (!holding || allowed.has(new URL(route.request().url()).pathname)) return route.continue();
    held.push(() => route.continue());
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  // The app has run once React owns the site's header.
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('header') ?? {}).some((key) =>
      key.startsWith('__reactProps$'),
    ),
  );
  expect(held.length, `${path} waits for its screen's code`).toBeGreaterThan(0);
  return async () => {
    holding = false;
    await Promise.all(held.map((resume) => resume()));
  };
}

test('what a visitor does before the screen is alive is done once it is', async ({ page }) => {
  const complaints = collectComplaints(page);
  // The blog's page buttons.
  let release = await holdScreenCode(page, '/blog');
  await page.getByRole('navigation', { name: 'Blog pages' }).getByLabel('Page 2').click();
  await release();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(
    page.getByRole('navigation', { name: 'Blog pages' }).getByLabel('Page 2'),
  ).toHaveAttribute('aria-current', 'page');

  // A choice, a typed address and the form's button, all before the form is alive.
  release = await holdScreenCode(page, '/kusp-download');
  await page.getByLabel('iPhone (iOS)').check();
  await page.getByLabel('E-mail').fill('early.visitor@kusp.example');
  await page.getByRole('button', { name: 'Join the free beta' }).click();
  await expect(page).toHaveURL(/\/kusp-download$/); // held, not posted by the browser
  await release();
  await expect(page).toHaveURL(/\/success\/trial-ios$/);
  await expect(page.getByRole('main').getByText(/Kusp beta on iOS/)).toBeVisible();

  // A press on the date of birth, whose picker only the app opens: it opens once the form is alive.
  release = await holdScreenCode(page, '/research');
  await page.getByRole('textbox', { name: 'Birth date', exact: true }).click();
  const likely = new Date().getFullYear() - 30;
  await expect(page.getByRole('button', { name: String(likely), exact: true })).toHaveCount(0);
  await release();
  await expect(page.getByRole('button', { name: String(likely), exact: true })).toBeVisible();
  expect(complaints).toEqual([]);
});

test('a visitor who has scrolled before the page is alive stays where they are', async ({
  page,
}) => {
  // No script runs until the visitor has scrolled, as on a slow phone line.
  const held: Array<() => Promise<void>> = [];
  let holding = true;
  await page.route(/\/assets\/.*\.js$/, (route) => {
    if (!holding) return route.continue();
    held.push(() => route.continue());
  });
  await page.goto('/contact', { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const scrolled = await page.evaluate(() => window.scrollY);
  holding = false;
  await Promise.all(held.map((resume) => resume()));
  // The form is alive (React owns it), and a frame has been drawn since.
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('form') ?? {}).some((key) =>
      key.startsWith('__reactProps$'),
    ),
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});
