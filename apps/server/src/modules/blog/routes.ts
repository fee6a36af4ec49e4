import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blogArticleDetailSchema,
  blogPageQuerySchema,
  blogPageSchema,
  blogSlugParamsSchema,
  errorBodySchema,
} from '@kusp/contracts';
import { createDeployCache, notModifiedSchema } from '../../lib/deploy-cache.ts';
import { loadBlogArticles } from './content/index.ts';
import { upsertArticles } from './repository.ts';
import { articleBySlug, blogPage } from './service.ts';

const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  // Articles change only with a deploy (seeded at start-up), so this process keeps each answer and
  // browsers and proxies may keep it for a while, then revalidate with its ETag.
  const sendCached = createDeployCache({ cacheControl: 'public, max-age=300' });

  // The product's own articles: seeded on every start (not demo data), refreshed by slug.
  app.addHook('onReady', async () => {
    await upsertArticles(app.db, loadBlogArticles());
  });

  app.get(
    '/v1/blog/all',
    {
      schema: {
        tags: ['blog'],
        summary: 'A page of published blog articles, newest first by default',
        description:
          'Spring-style paging: page is 0-based, size 1 to 50 (default 12), sort=date,desc or ' +
          'title,asc (repeatable; sort.sorted is accepted and ignored). Drafts are never public, ' +
          'so published only accepts true. content holds the teaser; createdAt is a display date ' +
          "('27 December 2022') and date the same day as YYYY-MM-DD.",
        querystring: blogPageQuerySchema,
        response: { 200: blogPageSchema, 304: notModifiedSchema, 400: errorBodySchema },
      },
    },
    (request, reply) =>
      sendCached(request, reply, JSON.stringify(request.query), () =>
        blogPage(app.db, request.query),
      ),
  );

  app.get(
    '/v1/blog/search-by-slug/:slug',
    {
      schema: {
        tags: ['blog'],
        summary: 'One published article by slug, as a one-item array with its sanitised HTML',
        description:
          'fullContent is the article HTML, sanitised when stored (no scripts, event handlers, ' +
          'inline styles or non-web links). An unknown or unpublished slug answers 404.',
        params: blogSlugParamsSchema,
        response: {
          200: blogArticleDetailSchema.array(),
          304: notModifiedSchema,
          404: errorBodySchema,
        },
      },
    },
    (request, reply) =>
      sendCached(request, reply, `slug:${request.params.slug}`, () =>
        articleBySlug(app.db, request.params.slug),
      ),
  );
};

export default blogRoutes;
