import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlogArticles } from '../src/modules/blog/content/index.ts';
import { findPublishedPage, upsertArticles } from '../src/modules/blog/repository.ts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Card {
  id: string;
  title: string;
  date: string;
  createdAt: string;
}
interface Page {
  content: Card[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}

const seeded = loadBlogArticles();
const newestFirst = [...seeded].sort(
  (a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug),
);

describe('blog list', () => {
  it('seeds the product articles at start-up: the spec’s of September 2022 to January 2023, and six of our own from 2026', async () => {
    expect(seeded.length).toBeGreaterThanOrEqual(26);
    const res = await call(t.app, 'GET', '/api/v1/blog/all');
    expect(res.status).toBe(200);
    expect((res.json as unknown as Page).totalElements).toBe(seeded.length);
    const ours = seeded.filter((article) => article.date.startsWith('2026-'));
    expect(ours).toHaveLength(6);
    for (const article of seeded.filter((a) => !ours.includes(a)))
      expect(article.date >= '2022-09-01' && article.date <= '2023-01-31').toBe(true);
  });

  it('pages 12 at a time, newest first, with the query the site sends', async () => {
    const query = 'size=12&page=0&published=true&sort.sorted=true&sort=date,desc';
    const first = (await call(t.app, 'GET', `/api/v1/blog/all?${query}`)).json as unknown as Page;
    expect(first).toMatchObject({
      totalElements: seeded.length,
      totalPages: Math.ceil(seeded.length / 12),
      number: 0,
      size: 12,
    });
    expect(first.content.map((a) => a.id)).toEqual(newestFirst.slice(0, 12).map((a) => a.slug));

    const second = (
      await call(t.app, 'GET', `/api/v1/blog/all?${query.replace('page=0', 'page=1')}`)
    ).json as unknown as Page;
    expect(second.number).toBe(1);
    expect(second.content.map((a) => a.id)).toEqual(newestFirst.slice(12, 24).map((a) => a.slug));
  });

  it('sorts oldest first on request and shows display dates', async () => {
    const res = await call(t.app, 'GET', '/api/v1/blog/all?size=3&sort=date,asc');
    const page = res.json as unknown as Page;
    const dates = page.content.map((a) => a.date);
    expect(dates).toEqual([...dates].sort());
    expect(dates[0]).toBe(newestFirst.at(-1)!.date);
    expect(page.content[0]!.createdAt).toMatch(/^\d{1,2} (September|October) 2022$/);

    const byTitle = (await call(t.app, 'GET', '/api/v1/blog/all?size=50&sort=title,asc'))
      .json as unknown as Page;
    const titles = byTitle.content.map((a) => a.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
  });

  it('answers a page past the end with no articles, and bad paging with 400', async () => {
    const past = (await call(t.app, 'GET', '/api/v1/blog/all?page=99')).json as unknown as Page;
    expect(past.content).toEqual([]);
    expect(past.totalElements).toBe(seeded.length);
    const bad = {
      'size=0': 'Page size must be a whole number from 1 to 50',
      'size=500': 'Page size must be a whole number from 1 to 50',
      'page=-1': 'Page must be a whole number from 0',
      'page=abc': 'Page must be a whole number from 0',
      'sort=author,desc': 'Sort by date or title, then asc or desc',
      'published=false': 'Only published articles are available',
    };
    for (const [query, message] of Object.entries(bad)) {
      const res = await call(t.app, 'GET', `/api/v1/blog/all?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json.message, query).toBe(message);
    }
  });
});

describe('blog article', () => {
  it('documents both endpoints in the OpenAPI document', async () => {
    const res = await call(t.app, 'GET', '/api/docs/json');
    expect(res.status).toBe(200);
    expect(Object.keys((res.json as unknown as { paths: object }).paths)).toEqual(
      expect.arrayContaining(['/api/v1/blog/all', '/api/v1/blog/search-by-slug/{slug}']),
    );
  });

  it('opens by slug with the full HTML, header image and keywords', async () => {
    const newest = newestFirst[0]!;
    const res = await call(t.app, 'GET', `/api/v1/blog/search-by-slug/${newest.slug}`);
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(1);
    expect(res.json[0]).toMatchObject({
      id: newest.slug,
      title: newest.title,
      author: newest.author,
      seoKeywords: newest.seoKeywords,
      headerImageUrl: newest.detailImageUrl,
      previewImageUrl: newest.previewImageUrl,
    });
    expect((res.json[0] as { fullContent: string }).fullContent).toContain('<p>');
  });

  it('answers 404 for an unknown slug', async () => {
    const res = await call(t.app, 'GET', '/api/v1/blog/search-by-slug/no-such-article');
    expect(res.status).toBe(404);
    expect(res.json.message).toBe('Article not found');
  });

  it('stores article HTML without scripts, handlers or javascript: links, and updates by slug', async () => {
    const article = {
      ...seeded[0]!,
      slug: 'sanitising-check',
      html:
        '<p onclick="steal()">Hello <script>alert(1)</script><a href="javascript:alert(2)">x</a>' +
        '<a href="https://kusp.example/ok">ok</a><img src="x" onerror="alert(3)"><iframe src="https://evil.example"></iframe></p>',
    };
    await upsertArticles(t.db, [article]);
    await upsertArticles(t.db, [{ ...article, title: 'Renamed' }]);
    const res = await call(t.app, 'GET', '/api/v1/blog/search-by-slug/sanitising-check');
    const stored = res.json[0] as { title: string; fullContent: string };
    expect(stored.title).toBe('Renamed');
    expect(stored.fullContent).toBe(
      '<p>Hello <a>x</a><a href="https://kusp.example/ok">ok</a><img src="x" /></p>',
    );
    // Straight from the table: the list route keeps its answers until the next deploy (start-up).
    const { total } = await findPublishedPage(t.db, 0, 1, []);
    expect(total).toBe(seeded.length + 1);
  });
});
