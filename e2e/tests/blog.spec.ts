import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { untilAlive } from '../support/alive';
import { collectErrors } from '../support/errors';

interface Card {
  id: string;
  title: string;
  date: string;
  seoDescription: string;
}

/** Every published article, newest first, as the API orders them. */
async function allArticles(request: APIRequestContext): Promise<Card[]> {
  const res = await request.get('/api/v1/blog/all?size=50&page=0&published=true&sort=date,desc');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { content: Card[] }).content;
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');

test('the blog lists 12 cards newest first, then a second page', async ({ page, request }) => {
  const errors = collectErrors(page, { console: true });
  const articles = await allArticles(request);
  expect(articles.length).toBeGreaterThanOrEqual(20);

  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'The Kusp blog' })).toBeVisible();
  await expect(cards(page)).toHaveCount(12);
  const dates = await cards(page)
    .locator('time')
    .evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
  expect(dates).toEqual([...dates].sort().reverse());
  await expect(cards(page).first().getByRole('heading')).toHaveText(articles[0]!.title);

  await page.getByRole('navigation', { name: 'Blog pages' }).getByLabel('Page 2').click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(cards(page)).toHaveCount(Math.min(12, articles.length - 12));
  await expect(cards(page).first().getByRole('heading')).toHaveText(articles[12]!.title);
  const secondPageDates = await cards(page)
    .locator('time')
    .evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
  expect(secondPageDates[0]! <= dates.at(-1)!).toBe(true);
  expect(errors).toEqual([]);
});

test('an article opens by slug with its own title, description and Open Graph tags', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page, { console: true });
  const [newest] = await allArticles(request);
  await page.goto('/blog');
  await page.getByRole('link', { name: newest!.title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${newest!.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest!.title);
  await expect(page).toHaveTitle(`${newest!.title} | Kusp`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    newest!.seoDescription,
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', newest!.title);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /\w/);
  await expect(page.getByRole('main').locator('p').first()).toBeVisible();

  // A link to another article inside the text opens it in place, once the app has the page.
  await untilAlive(page);
  const related = page.getByRole('main').locator('article a[href^="/blog/"]').first();
  const relatedPath = (await related.getAttribute('href'))!;
  await page.evaluate('window.sameDocument = true');
  await related.click();
  await expect(page).toHaveURL(new RegExp(`${relatedPath}$`));
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(newest!.title);
  expect(await page.evaluate('window.sameDocument')).toBe(true);

  // Opened directly by its address too.
  const other = (await allArticles(request))[5]!;
  await page.goto(`/blog/${other.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.title);
  await expect(page).toHaveTitle(`${other.title} | Kusp`);
  expect(errors).toEqual([]);
});

test('an unknown article slug sends the visitor home', async ({ page }) => {
  await page.goto('/blog/no-such-article');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});
