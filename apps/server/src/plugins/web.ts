import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  defaultPanchangPlace,
  href,
  isScreenPath,
  languageOfAcceptLanguage,
  languageOfCookie,
  languages,
  localizedPath,
  locales,
  pageSizes,
  publicPages,
  routes,
  splitLanguagePath,
  todayIn,
  type Language,
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
  // A Hindi address (/hi/blog) is the English page's, in Hindi.
  const { language, path: pathname } = splitLanguagePath(url.pathname);
  const key = pageKey(pathname, url.searchParams, articles);
  return key === null ? null : localizedPath(key, language);
}

function pageKey(
  pathname: string,
  query: URLSearchParams,
  articles: PublishedArticles,
): string | null {
  const slug = articlePath.exec(pathname)?.[1];
  if (slug !== undefined) {
    return articles.some((article) => encodeURIComponent(article.slug) === slug) ? pathname : null;
  }
  if (!publicPaths.has(pathname)) return null;
  if (pathname === routes.panchang.path) {
    // Today's panchang at the default place, one document a day; other dates are the app's.
    const today = todayIn(defaultPanchangPlace.zoneName);
    const date = query.get('date');
    return date === null || date === today ? `${pathname}?date=${today}` : null;
  }
  if (pathname !== routes.blog.path) return pathname;
  // The blog list's page number, read as the blog screen reads it.
  const page = Number.parseInt(query.get('page') ?? '', 10);
  if (!(page > 1)) return pathname;
  return page <= Math.ceil(articles.length / pageSizes.blog) ? `${pathname}?page=${page}` : null;
}

/**
 * The language a visitor asking for a page's English address wants: the one they chose on the
 * site (the cookie), else on a first visit their browser's (Accept-Language).
 */
function wantedLanguage(headers: { cookie?: string; 'accept-language'?: string }): Language {
  return languageOfCookie(headers.cookie) ?? languageOfAcceptLanguage(headers['accept-language']);
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
    // Each page once per language, each naming the other as its alternate (docs/i18n.md).
    const alternates = (pathname: string) =>
      languages
        .map(
          (language) =>
            `<xhtml:link rel="alternate" hreflang="${locales[language]}" href="${escapeXml(origin + localizedPath(pathname, language))}"/>`,
        )
        .join('');
    const entries = (pathname: string, lastmod?: string) =>
      languages.map(
        (language) =>
          `  <url><loc>${escapeXml(origin + localizedPath(pathname, language))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates(pathname)}</url>`,
      );
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...publicPages.flatMap((key) => entries(href(key))),
      ...articles.flatMap((article) =>
        entries(href('blogArticle', { slug: article.slug }), article.published_on),
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
    const patterns = [...publicPaths, routes.blogArticle.path];
    for (const pattern of [...patterns, ...patterns.map((p) => localizedPath(p, 'hi'))]) {
      app.get(pattern, { schema: { hide: true } }, async (request, reply) => {
        const url = new URL(request.url, origin);
        // An English address asked for by someone who wants Hindi: the page's Hindi address.
        // A Hindi address is always answered in Hindi (a link someone shared, a search result).
        reply.header('vary', 'Cookie, Accept-Language');
        if (
          splitLanguagePath(url.pathname).language === 'en' &&
          wantedLanguage(request.headers) === 'hi'
        ) {
          return reply
            .header('cache-control', 'no-cache')
            .redirect(localizedPath(url.pathname, 'hi') + url.search, 302);
        }
        const key = prerenderKey(url, await publishedArticles());
        const page = key ? await prerenderer.page(key) : null;
        reply.header('cache-control', 'no-cache');
        if (page) return reply.type('text/html; charset=utf-8').send(page);
        // An article that is not published: the shell, whose screen goes home (spec part 1 section 8).
        if (articlePath.test(splitLanguagePath(url.pathname).path)) reply.code(404);
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
        .code(isScreenPath(splitLanguagePath(pathname).path) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .sendFile('index.html');
    }
    throw notFound();
  });
});
