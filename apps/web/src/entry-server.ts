// The server's prerender of the public pages (built by `vite build` into <dist>/.ssr; see
// docs/first-visit.md). The server calls renderPage for a public path and caches the result.
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { i18n as Translator } from 'i18next';
import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, matchPath } from 'react-router';
import {
  createTranslator,
  languages,
  locales,
  localizedPages,
  localizedPath,
  routes,
  splitLanguagePath,
  type BlogArticleDetail,
  type Language,
  type RouteKey,
} from '@kusp/contracts';
import { core as englishCore } from '@kusp/contracts/texts/en/core';
import { site as englishSite } from '@kusp/contracts/texts/en/site';
import { core as hindiCore } from '@kusp/contracts/texts/hi/core';
import { site as hindiSite } from '@kusp/contracts/texts/hi/site';
import { createQueryClient } from '@/app/query-client';
import { KuspApp } from '@/app/root';
import { appRoutes } from '@/app/router';
import { blogArticleQuery } from '@/features/blog/api/get-blog-article';
import { articleHead, type HeadMeta } from '@/features/blog/components/use-article-head';
import { setApiTransport } from '@/lib/api-client';
import { PageHeadContext, type PageHead } from '@/lib/page-head';

export { SITE_WIDE_DESCRIPTION } from '@/lib/page-head';
export { PRERENDER_CHUNKS_ID, PRERENDER_STATE_ID } from './prerender-state';
export type { HeadMeta };

export interface PrerenderedPage {
  /** The route's key: its screen's chunk is preloaded. */
  routeKey: RouteKey;
  /** The page's language, for `<html lang>`. */
  language: Language;
  /** The site's description in the page's language, put back when a page with its own closes. */
  siteDescription: string;
  /** The page's address in each language (hreflang), its own among them. */
  alternates: Array<{ hreflang: string; path: string }>;
  /** The markup inside #root. */
  html: string;
  /** The query data the page was drawn from, for the browser's first render. */
  state: DehydratedState;
  title: string;
  meta: HeadMeta[];
}

/** The catalogue's parts a public page reads (docs/i18n.md, "Loading"). */
const publicTexts = {
  en: { ...englishCore, ...englishSite },
  hi: { ...hindiCore, ...hindiSite },
};

/** Render-then-fetch rounds: a query may start only once another has answered. */
const FETCH_ROUNDS = 3;

function routeKeyOf(pathname: string): RouteKey | undefined {
  return localizedPages.find((key) => matchPath(routes[key].path, pathname));
}

async function renderToHtml(
  url: URL,
  queryClient: QueryClient,
  head: PageHead,
  i18n: Translator,
): Promise<string> {
  const router = createMemoryRouter(appRoutes, { initialEntries: [url.pathname + url.search] });
  // Waits for every lazy screen, unlike renderToString, so the page is whole; and writes every
  // part in place: React would move large parts to the end with an inline script to put them
  // back, which the site's Content-Security-Policy (no inline scripts) blocks.
  const { prelude } = await prerender(
    createElement(
      PageHeadContext,
      { value: (page: PageHead) => Object.assign(head, page) },
      createElement(KuspApp, { queryClient, router, i18n }),
    ),
    {
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  );
  return new Response(prelude).text();
}

/**
 * Fetches the queries the render asked for. On the server useQuery only registers its query, so
 * the page is rendered until no enabled query is left without data; disabled ones (say the
 * session probe with no token) stay as the browser's first render sees them.
 */
async function fetchPending(queryClient: QueryClient): Promise<'done' | 'more' | 'failed'> {
  const pending = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.options.queryFn)
    .filter((query) => (query.options as { enabled?: unknown }).enabled !== false);
  if (pending.length === 0) return 'done';
  const results = await Promise.allSettled(pending.map((query) => query.fetch()));
  return results.some((result) => result.status === 'rejected') ? 'failed' : 'more';
}

function pageHead(
  key: RouteKey,
  url: URL,
  queryClient: QueryClient,
  head: PageHead,
  description: string,
  i18n: Translator,
) {
  if (key === 'blogArticle') {
    const slug =
      matchPath(routes.blogArticle.path, splitLanguagePath(url.pathname).path)?.params.slug ?? '';
    const article = queryClient.getQueryData<BlogArticleDetail>(blogArticleQuery(slug).queryKey);
    if (article) return articleHead(article, url);
  }
  const title = head.title ?? i18n.t('pageTitle', { title: i18n.t(`routes:${key}`) });
  const meta = (attribute: HeadMeta['attribute'], name: string, content: string): HeadMeta => ({
    attribute,
    key: name,
    content,
  });
  return {
    title,
    meta: [
      meta('name', 'description', description),
      meta('property', 'og:type', 'website'),
      meta('property', 'og:title', title),
      meta('property', 'og:description', description),
      meta('property', 'og:url', url.href),
      meta('property', 'og:site_name', 'Kusp'),
      meta(
        'property',
        'og:locale',
        locales[i18n.resolvedLanguage === 'hi' ? 'hi' : 'en'].replace('-', '_'),
      ),
    ],
  };
}

/**
 * The page at `url` as a visitor with no session first sees it, or null when the path is not a
 * public page or its data cannot be loaded (an unknown article): the browser app handles those.
 * `send` answers the page's API calls; `description` is the site's default description.
 */
export async function renderPage(
  url: URL,
  send: typeof fetch,
  description: string,
): Promise<PrerenderedPage | null> {
  const { language, path } = splitLanguagePath(url.pathname);
  const routeKey = routeKeyOf(path);
  if (!routeKey) return null;
  setApiTransport(send);
  // Each page its own translator: pages of both languages may render at the same time. It holds
  // what the browser holds when the page comes alive (lib/i18n.ts): a text of another part would
  // be missing there, so it fails the page here.
  const missing = new Set<string>();
  const i18n = createTranslator(language, publicTexts, (key) => missing.add(key));
  const queryClient = createQueryClient();
  const head: PageHead = {};
  let html = await renderToHtml(url, queryClient, head, i18n);
  for (let round = 0; round < FETCH_ROUNDS; round += 1) {
    const outcome = await fetchPending(queryClient);
    if (outcome === 'failed') return null;
    if (outcome === 'done') break;
    html = await renderToHtml(url, queryClient, head, i18n);
  }
  if (missing.size > 0)
    throw new Error(
      `${url.pathname} reads texts public pages do not load: ${[...missing].join(', ')}`,
    );
  // The template's description is the English one; other languages have their own.
  const siteDescription = language === 'en' ? description : i18n.t('siteDescription');
  const { title, meta } = pageHead(
    routeKey,
    url,
    queryClient,
    head,
    head.description ?? siteDescription,
    i18n,
  );
  const alternates = [
    ...languages.map((other) => ({
      hreflang: locales[other],
      path: localizedPath(path, other) + url.search,
    })),
    { hreflang: 'x-default', path: path + url.search },
  ];
  return {
    routeKey,
    language,
    siteDescription,
    alternates,
    html,
    state: dehydrate(queryClient),
    title,
    meta,
  };
}
