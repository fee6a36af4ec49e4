import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blogArticleDetailSchema,
  blogPageQuerySchema,
  blogPageSchema,
  blogSlugParamsSchema,
  errorBodySchema,
} from '@kusp/contracts';
import { loadBlogArticles } from './content/index.ts';
import { upsertArticles } from './repository.ts';
import { articleBySlug, blogPage } from './service.ts';

// Articles change only with a deploy, so browsers and proxies may keep them for a while.
const cacheControl = 'public, max-age=300';

const blogRoutes: FastifyPluginAsyncZod = async (app) => {
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
        response: { 200: blogPageSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', cacheControl);
      return blogPage(app.db, request.query);
    },
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
        response: { 200: blogArticleDetailSchema.array(), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const articles = await articleBySlug(app.db, request.params.slug);
      reply.header('cache-control', cacheControl);
      return articles;
    },
  );
};

export default blogRoutes;
