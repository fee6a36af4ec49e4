import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** What `vite build` writes into <webDist>/.ssr/entry-server.js (apps/web/src/entry-server.ts). */
interface ServerRenderModule {
  PRERENDER_STATE_ID: string;
  PRERENDER_CHUNKS_ID: string;
  SITE_WIDE_DESCRIPTION: string;
  renderPage(
    url: URL,
    send: typeof fetch,
    description: string,
  ): Promise<{
    routeKey: string;
    language: string;
    siteDescription: string;
    alternates: Array<{ hreflang: string; path: string }>;
    html: string;
    state: unknown;
    title: string;
    meta: Array<{ attribute: 'name' | 'property'; key: string; content: string }>;
  } | null>;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

const MAX_PAGES = 500;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
// Inside <script type="application/json"> only "<" can end the element early.
const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The styles of a route's screen (and of what it imports) beyond what index.html already loads,
 * so the first paint has them (no shift when the app takes over), and the screen's own chunk,
 * which boot.ts fetches with the app once the page is painted. Its imports (45 small chunks on
 * /research) are listed for the app (`chunks`), which preloads them a few at a time before the
 * page comes alive (main.tsx).
 */
function routeAssets(manifest: Record<string, ManifestChunk>, routeKey: string) {
  const entry = manifest['index.html'];
  const loaded = new Set(['index.html', ...(entry?.imports ?? [])]);
  const styles = new Set<string>(entry?.css ?? []);
  const entryStyles = new Set(styles);
  const chunks: string[] = [];
  const screen = `src/app/routes/${routeKey}.tsx`;
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || loaded.has(key)) return;
    loaded.add(key);
    if (key !== screen) chunks.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(screen);
  const head = [...styles]
    .filter((css) => !entryStyles.has(css))
    .map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`)
    .join('');
  return { head, file: manifest[screen]?.file, chunks };
}

/**
 * How a prerendered page starts (docs/first-visit.md, "After the first paint"): with boot.ts in
 * place of the app's entry. Boot asks for the app once the page is painted, so neither the app nor
 * its preloads (taken out of the head here) share a phone's slow line with the page's styles and
 * first image, or its main thread with the first layout. The app's chunks are listed each after
 * what it imports (boot evaluates them one task each); `besides` are fetched with them.
 */
function bootingShell(template: string, manifest: Record<string, ManifestChunk>) {
  const boot = manifest['src/boot.ts'];
  const entry = /<script type="module"[^>]*><\/script>/.exec(template)?.[0];
  if (!boot || !entry) throw new Error('the web build has no src/boot.ts or no entry script');
  const app: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || app.includes(chunk.file)) return;
    for (const imported of chunk.imports ?? []) visit(imported);
    app.push(chunk.file);
  };
  visit('index.html');
  const bootImports = (boot.imports ?? []).map((key) => manifest[key]?.file);
  const shell = app
    .filter((file) => !bootImports.includes(file))
    .reduce(
      (html, file) => html.replace(`<link rel="modulepreload" crossorigin href="/${file}">`, ''),
      template,
    );
  const [before, after] = shell.split(entry);
  return (besides: string[]) =>
    `${before}<script type="module" crossorigin src="/${boot.file}" data-app="${app
      .map((file) => `/${file}`)
      .join(' ')}" data-preload="${besides.map((file) => `/${file}`).join(' ')}"></script>${after}`;
}

/** The chunks of the catalogue's parts a public page in `language` reads (apps/web/src/lib/i18n.ts). */
function textChunks(manifest: Record<string, ManifestChunk>, language: string) {
  const parts = ['en/site', ...(language === 'en' ? [] : [`${language}/core`, `${language}/site`])];
  return parts.flatMap((part) => {
    const chunk = Object.entries(manifest).find(([key]) => key.endsWith(`/i18n/${part}.ts`));
    return chunk ? [chunk[1].file] : [];
  });
}

/**
 * Prerenders the public pages with the web build's server bundle, answering their API calls
 * in-process (app.inject), and keeps each page in memory: public pages and the blog change only
 * with a deploy (docs/first-visit.md). Null when the build has no server bundle (the app's shell
 * is served as before).
 */
export async function createPrerenderer(app: FastifyInstance, webDist: string) {
  const bundle = path.join(webDist, '.ssr', 'entry-server.js');
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(bundle) || !existsSync(manifestFile)) return null;
  const renderer = (await import(pathToFileURL(bundle).href)) as ServerRenderModule;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const shellFor = bootingShell(template, manifest);
  const description =
    /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>/.exec(template)?.[1] ?? '';
  const origin = new URL(app.config.publicUrl).origin;

  const send: typeof fetch = async (input, init) => {
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers: { accept: 'application/json' },
    });
    return new Response(response.payload, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };

  async function render(pathWithSearch: string): Promise<string | null> {
    const page = await renderer.renderPage(new URL(pathWithSearch, origin), send, description);
    if (!page) return null;
    // React puts the preloads it wants (the first image) before the markup; they belong in the head.
    const preloads = /^(?:<link [^>]*>)*/.exec(page.html)?.[0] ?? '';
    const head = [
      `<title>${escapeText(page.title)}</title>`,
      ...page.meta.map((tag) => {
        // The browser app puts the site's description back on pages that have none of their own.
        const siteWide =
          tag.key === 'description'
            ? ` ${renderer.SITE_WIDE_DESCRIPTION}="${escapeAttribute(page.siteDescription)}"`
            : '';
        return `<meta ${tag.attribute}="${escapeAttribute(tag.key)}" content="${escapeAttribute(tag.content)}"${siteWide} />`;
      }),
      `<link rel="canonical" href="${escapeAttribute(new URL(pathWithSearch, origin).href)}" />`,
      // The same page in the other language (docs/i18n.md).
      ...page.alternates.map(
        (alternate) =>
          `<link rel="alternate" hreflang="${escapeAttribute(alternate.hreflang)}" href="${escapeAttribute(new URL(alternate.path, origin).href)}" />`,
      ),
    ].join('\n    ');
    const screen = routeAssets(manifest, page.routeKey);
    // After the app's own styles, in the order the browser app would add them.
    const assets = `  ${preloads}${screen.head}\n  </head>`;
    // Boot fetches the screen's chunk beside the app, and the parts of the catalogue a public page
    // waits for before it comes alive (docs/i18n.md, "Loading"): the site's texts in English, the
    // fallback, and in another language its core and site's too.
    const besides = [screen.file, ...textChunks(manifest, page.language)].filter(
      (file) => file !== undefined,
    );
    const html = shellFor(besides)
      .replace(/<html lang="[^"]*"/, `<html lang="${escapeAttribute(page.language)}"`)
      .replace(/<meta\s+name="description"[^>]*>\s*/, '')
      .replace(/<title>[^<]*<\/title>/, head)
      .replace('  </head>', assets)
      .replace(
        '<div id="root"></div>',
        `<div id="root">${page.html.slice(preloads.length)}</div>` +
          `<script type="application/json" id="${renderer.PRERENDER_STATE_ID}">${escapeJson(page.state)}</script>` +
          `<script type="application/json" id="${renderer.PRERENDER_CHUNKS_ID}">${escapeJson(screen.chunks)}</script>`,
      );
    return html;
  }

  // Only pages that rendered are kept, and only so many (a safety net: the caller asks only for
  // public pages, published articles and blog pages that exist).
  const cache = new Map<string, Promise<string | null>>();
  return {
    /** The document for a path (and query string), or null: then the app's shell is the answer. */
    async page(pathWithSearch: string): Promise<string | null> {
      const cached = cache.get(pathWithSearch);
      if (cached) return cached;
      if (cache.size >= MAX_PAGES) return null;
      const rendering = render(pathWithSearch);
      cache.set(pathWithSearch, rendering);
      const page = await rendering.catch((error: unknown) => {
        app.log.error({ err: error, path: pathWithSearch }, 'prerender failed');
        return null;
      });
      if (!page) cache.delete(pathWithSearch);
      return page;
    },
  };
}
