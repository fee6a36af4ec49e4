import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  defaultPanchangPlace,
  href,
  isScreenPath,
  pageSizes,
  publicPages,
  routes,
  todayIn,
} from '@kusp/contracts';
import { notFound } from '../lib/http-error.ts';
import { listPublishedSlugs } from '../modules/blog/repository.ts';
import { shareLinkFragmentForm } from '../modules/portal/share-links.ts';
import { createPrerenderer } from './prerender.ts';

type PublishedArticles = Awaited<ReturnType<typeof listPublishedSlugs>>;

const publicPaths = new Set<string>(publicPages.map((key) => routes[key].path));
const articlePath = new RegExp(`^${routes.blog.path}/([^/]+)$`);

/**
 * The page to prerender for an address, or null (the app's shell then): a public page, a
 * published article, or a page of the blog list that has articles. Other query parameters
 * (utm_source, fbclid…) change nothing on screen, so those addresses share the page's document;
 * unknown addresses never make the server render.
 */
function prerenderKey(url: URL, articles: PublishedArticles): string | null {
  const slug = articlePath.exec(url.pathname)?.[1];
  if (slug !== undefined) {
    return articles.some((article) => encodeURIComponent(article.slug) === slug)
      ? url.pathname
      : null;
  }
  if (!publicPaths.has(url.pathname)) return null;
  if (url.pathname === routes.panchang.path) {
    // Today's panchang at the default place, one document a day; other dates are the app's.
    const today = todayIn(defaultPanchangPlace.zoneName);
    const date = url.searchParams.get('date');
    return date === null || date === today ? `${url.pathname}?date=${today}` : null;
  }
  if (url.pathname !== routes.blog.path) return url.pathname;
  // The blog list's page number, read as the blog screen reads it.
  const page = Number.parseInt(url.searchParams.get('page') ?? '', 10);
  if (!(page > 1)) return url.pathname;
  return page <= Math.ceil(articles.length / pageSizes.blog)
    ? `${url.pathname}?page=${page}`
    : null;
}

// Portal, API, payment and personal pages are nobody's search result.
const ROBOTS_DISALLOW = [
  '/api/',
  '/dev/',
  '/pay/',
  '/user/',
  '/astrologer/',
  '/chat/',
  '/chats',
  '/meet/',
  '/headless/',
  '/external/',
  '/data-entry/',
  '/timeline/',
  '/success/',
];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Serves the built React app: static files (their brotli or gzip copy when the browser takes it),
 * the public pages prerendered (docs/first-visit.md), /robots.txt and /sitemap.xml; any other GET
 * outside /api answers with index.html so the browser router shows the page: status 200 for an
 * address of one of its screens, 404 for any other (the page-not-found screen) and for an article
 * that is not published. Unknown /api paths get a 404 JSON body.
 */
export default fp(async function web(app: FastifyInstance, opts: { webDist: string }) {
  const hasWeb = existsSync(path.join(opts.webDist, 'index.html'));
  const origin = new URL(app.config.publicUrl).origin;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file; sent with Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders(reply, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  const prerenderer = hasWeb ? await createPrerenderer(app, opts.webDist) : null;
  if (hasWeb && !prerenderer) {
    app.log.warn('the web build has no prerender bundle: public pages are served unrendered');
  }

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return [
      'User-agent: *',
      ...ROBOTS_DISALLOW.map((prefix) => `Disallow: ${prefix}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
  });

  // Articles change only with a deploy (they are seeded on start), so they are listed once.
  let published: Promise<PublishedArticles> | undefined;
  const publishedArticles = () =>
    (published ??= listPublishedSlugs(app.db).catch((error: unknown) => {
      published = undefined;
      throw error;
    }));

  let sitemap: Promise<string> | undefined;
  const buildSitemap = async () => {
    const articles = await publishedArticles();
    const entry = (pathname: string, lastmod?: string) =>
      `  <url><loc>${escapeXml(origin + pathname)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...publicPages.map((key) => entry(href(key))),
      ...articles.map((article) =>
        entry(href('blogArticle', { slug: article.slug }), article.published_on),
      ),
      '</urlset>',
      '',
    ].join('\n');
  };
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    sitemap ??= buildSitemap().catch((error: unknown) => {
      sitemap = undefined;
      throw error;
    });
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return sitemap;
  });

  // Routes, not the not-found handler, so the pages go through compression like any answer.
  if (prerenderer) {
    for (const pattern of [...publicPaths, routes.blogArticle.path]) {
      app.get(pattern, { schema: { hide: true } }, async (request, reply) => {
        const key = prerenderKey(new URL(request.url, origin), await publishedArticles());
        const page = key ? await prerenderer.page(key) : null;
        reply.header('cache-control', 'no-cache');
        if (page) return reply.type('text/html; charset=utf-8').send(page);
        // An article that is not published: the shell, whose screen goes home (spec part 1 section 8).
        if (articlePath.test(new URL(request.url, origin).pathname)) reply.code(404);
        return reply.sendFile('index.html');
      });
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const isPage = !isApi && (request.method === 'GET' || request.method === 'HEAD');
    // A share link of the earlier form (the token in the query, so in this one request's log
    // line): the same page with the token in the fragment, stored nowhere on the way
    // (Referrer-Policy is no-referrer on every answer; docs/customer-portal.md).
    const fragmentForm = isPage ? shareLinkFragmentForm(request.url) : null;
    if (fragmentForm) return reply.header('cache-control', 'no-store').redirect(fragmentForm, 302);
    if (hasWeb && isPage) {
      // The shell either way, so the browser shows the screen, or the page-not-found screen for an
      // address that names none (with 404, so search engines and link checkers know it too).
      const { pathname } = new URL(request.url, 'http://kusp');
      return reply
        .code(isScreenPath(pathname) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .sendFile('index.html');
    }
    throw notFound();
  });
});
