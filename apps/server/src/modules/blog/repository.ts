import { sql } from 'kysely';
import type { BlogSortField } from '@kusp/contracts';
import type { Db } from '../../db/database.ts';
import type { BlogArticleSeed } from './content/index.ts';
import { sanitizeArticleHtml } from './sanitize.ts';

export interface BlogSort {
  field: BlogSortField;
  direction: 'asc' | 'desc';
}

const sortColumns = { date: 'published_on', title: 'title' } as const satisfies Record<
  BlogSortField,
  string
>;

// PGlite returns DATE columns as JS Dates (pg is configured for text); the cast makes both agree.
const publishedOn = sql<string>`published_on::text`.as('published_on');
/** What a page of the list sends: no article body (the teaser stands for it), no keywords. */
const listColumns = [
  'slug',
  'title',
  'teaser',
  'author',
  'preview_image_url',
  'detail_image_url',
  'seo_description',
] as const;
const articleColumns = [...listColumns, 'content_html', 'seo_keywords'] as const;

/** One page of published articles, in the requested order (slug breaks ties, so pages are stable). */
export async function findPublishedPage(db: Db, page: number, size: number, sort: BlogSort[]) {
  let query = db
    .selectFrom('blog_articles')
    .select([...listColumns, publishedOn])
    .where('published', '=', true);
  for (const { field, direction } of sort) query = query.orderBy(sortColumns[field], direction);
  const rows = await query
    .orderBy('slug', 'asc')
    .limit(size)
    .offset(page * size)
    .execute();
  const { count } = await db
    .selectFrom('blog_articles')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('published', '=', true)
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count) };
}

export function findPublishedBySlug(db: Db, slug: string) {
  return db
    .selectFrom('blog_articles')
    .select([...articleColumns, publishedOn])
    .where('slug', '=', slug)
    .where('published', '=', true)
    .executeTakeFirst();
}

/** Every published article's slug and day, newest first (the sitemap). */
export function listPublishedSlugs(db: Db) {
  return db
    .selectFrom('blog_articles')
    .select(['slug', publishedOn])
    .where('published', '=', true)
    .orderBy('published_on', 'desc')
    .orderBy('slug', 'asc')
    .execute();
}

/** Inserts new articles and refreshes existing ones by slug; HTML is sanitised here. */
export async function upsertArticles(db: Db, articles: readonly BlogArticleSeed[]): Promise<void> {
  for (const article of articles) {
    const values = {
      title: article.title,
      teaser: article.teaser,
      content_html: sanitizeArticleHtml(article.html),
      author: article.author,
      published_on: article.date,
      published: true,
      preview_image_url: article.previewImageUrl,
      detail_image_url: article.detailImageUrl,
      seo_description: article.seoDescription,
      seo_keywords: article.seoKeywords,
    };
    await db
      .insertInto('blog_articles')
      .values({ slug: article.slug, ...values })
      .onConflict((oc) => oc.column('slug').doUpdateSet({ ...values, updated_at: new Date() }))
      .execute();
  }
}
