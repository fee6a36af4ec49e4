import { z } from 'zod';
import { pageSizes } from './constants.ts';

export const blogSortFields = ['date', 'title'] as const;
export type BlogSortField = (typeof blogSortFields)[number];

/** One `sort` value, `field,direction` as Spring-style clients send it (`date,desc`). */
const sortValue = z
  .string()
  .regex(
    new RegExp(`^(${blogSortFields.join('|')})(,(asc|desc))?$`, 'i'),
    'Sort by date or title, then asc or desc',
  );

const sizeMessage = 'Page size must be a whole number from 1 to 50';
const pageMessage = 'Page must be a whole number from 0';

/** GET /v1/blog/all query: the spec's page request, 0-based page. */
export const blogPageQuerySchema = z.object({
  size: z.coerce
    .number({ error: sizeMessage })
    .int(sizeMessage)
    .min(1, sizeMessage)
    .max(50, sizeMessage)
    .default(pageSizes.blog),
  page: z.coerce.number({ error: pageMessage }).int(pageMessage).min(0, pageMessage).default(0),
  published: z.enum(['true'], { error: 'Only published articles are available' }).default('true'),
  'sort.sorted': z.enum(['true', 'false']).optional(),
  sort: z.union([sortValue, z.array(sortValue)]).default('date,desc'),
});
export type BlogPageQuery = z.infer<typeof blogPageQuerySchema>;

export const blogArticleSchema = z.object({
  /** The slug. */
  id: z.string(),
  title: z.string(),
  /** The teaser shown on cards. */
  content: z.string(),
  /** Display date, e.g. '27 December 2022'. */
  createdAt: z.string(),
  /** Machine date YYYY-MM-DD, for `<time dateTime>` and ordering. */
  date: z.string(),
  author: z.string(),
  previewImageUrl: z.string(),
  detailImage: z.string(),
  seoDescription: z.string(),
});
export type BlogArticle = z.infer<typeof blogArticleSchema>;

export const blogArticleDetailSchema = blogArticleSchema.extend({
  /** Sanitised article HTML. */
  fullContent: z.string(),
  headerImageUrl: z.string(),
  seoKeywords: z.string(),
});
export type BlogArticleDetail = z.infer<typeof blogArticleDetailSchema>;

export const blogPageSchema = z.object({
  content: z.array(blogArticleSchema),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
  number: z.number().int(),
  size: z.number().int(),
});
export type BlogPage = z.infer<typeof blogPageSchema>;

export const blogSlugParamsSchema = z.object({ slug: z.string().min(1).max(200) });
