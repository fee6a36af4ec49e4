import {
  monthNames,
  type BlogArticle,
  type BlogArticleDetail,
  type BlogPage,
  type BlogPageQuery,
  type BlogSortField,
} from '@kusp/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/http-error.ts';
import { findPublishedBySlug, findPublishedPage, type BlogSort } from './repository.ts';
import type { BlogArticlesTable } from './tables.ts';

type ArticleRow = Omit<
  Selectable<BlogArticlesTable>,
  'published' | 'updated_at' | 'content_html' | 'seo_keywords'
>;

/** 'YYYY-MM-DD' as '27 December 2022'; done by hand so the server's time zone never shifts the day. */
export function displayDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${monthNames[(month ?? 1) - 1]} ${year}`;
}

/** `sort=date,desc` (one value or several); the direction defaults to ascending, as in Spring. */
export function parseSort(sort: string | string[]): BlogSort[] {
  return (Array.isArray(sort) ? sort : [sort]).map((value) => {
    const [field, direction] = value.toLowerCase().split(',');
    return { field: field as BlogSortField, direction: direction === 'desc' ? 'desc' : 'asc' };
  });
}

function toArticle(row: ArticleRow): BlogArticle {
  return {
    id: row.slug,
    title: row.title,
    content: row.teaser,
    createdAt: displayDate(row.published_on),
    date: row.published_on,
    author: row.author,
    previewImageUrl: row.preview_image_url,
    detailImage: row.detail_image_url,
    seoDescription: row.seo_description,
  };
}

export async function blogPage(db: Db, query: BlogPageQuery): Promise<BlogPage> {
  const { rows, total } = await findPublishedPage(
    db,
    query.page,
    query.size,
    parseSort(query.sort),
  );
  return {
    content: rows.map(toArticle),
    totalElements: total,
    totalPages: Math.ceil(total / query.size),
    number: query.page,
    size: query.size,
  };
}

export async function articleBySlug(db: Db, slug: string): Promise<BlogArticleDetail[]> {
  const row = await findPublishedBySlug(db, slug);
  if (!row) throw notFound('Article not found');
  return [
    {
      ...toArticle(row),
      fullContent: row.content_html,
      headerImageUrl: row.detail_image_url,
      seoKeywords: row.seo_keywords,
    },
  ];
}
