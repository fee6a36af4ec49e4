import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href, publicPages } from '@kusp/contracts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

// A web build in miniature: the shell, one asset with its build-time copies, and a prerender
// bundle that draws every page as a heading naming its address and counts its renders.
const webDist = mkdtempSync(path.join(tmpdir(), 'kusp-first-visit-'));
const shell = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="The site's description." />
    <title>Kusp</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/early-8.js">
    <link rel="modulepreload" crossorigin href="/assets/react-7.js">
  </head>
  <body>
    <div id="root"></div>
    <noscript>${'Kusp works best with JavaScript. '.repeat(40)}</noscript>
  </body>
</html>
`;
const script = `export const scores = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => i))};\n`;
const serverBundle = `
globalThis.kuspRenders = [];
export const PRERENDER_STATE_ID = 'kusp-state';
export const PRERENDER_CHUNKS_ID = 'kusp-chunks';
export const SITE_WIDE_DESCRIPTION = 'data-site-wide';
export async function renderPage(url, send, description) {
  globalThis.kuspRenders.push(url.pathname + url.search);
  const answer = await send('/api/health');
  const hindi = url.pathname === '/hi' || url.pathname.startsWith('/hi/');
  const english = hindi ? url.pathname.slice(3) || '/' : url.pathname;
  return {
    routeKey: english === '/blog' ? 'blog' : 'home',
    language: hindi ? 'hi' : 'en',
    siteDescription: hindi ? 'साइट का विवरण' : description,
    alternates: [
      { hreflang: 'en-IN', path: english + url.search },
      { hreflang: 'hi-IN', path: (english === '/' ? '/hi' : '/hi' + english) + url.search },
      { hreflang: 'x-default', path: english + url.search },
    ],
    html: '<h1>Page ' + url.pathname + url.search + '</h1>',
    state: { health: answer.status, closing: '</script>' },
    title: 'Title of ' + url.pathname,
    meta: [{ attribute: 'name', key: 'description', content: description + ' "quoted"' }],
  };
}
`;
const manifest = {
  'index.html': {
    file: 'assets/index-abc.js',
    isEntry: true,
    imports: ['_early.js', '_react.js'],
    css: ['assets/index.css'],
  },
  '_early.js': { file: 'assets/early-8.js' },
  '_react.js': { file: 'assets/react-7.js' },
  'src/boot.ts': { file: 'assets/boot-9.js', isEntry: true, imports: ['_early.js'] },
  'src/app/routes/blog.tsx': {
    file: 'assets/blog-1.js',
    imports: ['index.html', '_card.js'],
  },
  '_card.js': { file: 'assets/card-2.js', css: ['assets/card-2.css'] },
  '../../packages/contracts/src/i18n/en/site.ts': { file: 'assets/site-3.js' },
  '../../packages/contracts/src/i18n/hi/core.ts': { file: 'assets/core-4.js' },
  '../../packages/contracts/src/i18n/hi/site.ts': { file: 'assets/site-5.js' },
  '../../packages/contracts/src/i18n/hi/screens.ts': { file: 'assets/screens-6.js' },
};

function writeBuild() {
  const write = (name: string, content: string) => {
    mkdirSync(path.dirname(path.join(webDist, name)), { recursive: true });
    writeFileSync(path.join(webDist, name), content);
  };
  write('index.html', shell);
  write('assets/index-abc.js', script);
  writeFileSync(path.join(webDist, 'assets/index-abc.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(webDist, 'assets/index-abc.js.gz'), gzipSync(script));
  write('.ssr/entry-server.js', serverBundle);
  write('.vite/manifest.json', JSON.stringify(manifest));
}

const renders = () => (globalThis as unknown as { kuspRenders: string[] }).kuspRenders;

let t: TestApp;
beforeAll(async () => {
  writeBuild();
  t = await startTestApp({ webDist, publicUrl: 'https://kusp.example' });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const publishedSlugs = async () =>
  (
    await t.db.selectFrom('blog_articles').select('slug').where('published', '=', true).execute()
  ).map((row) => row.slug);

describe('static files', () => {
  it('sends the build-time brotli or gzip copy as the browser accepts, varying on it', async () => {
    const br = await t.app.inject({
      url: '/assets/index-abc.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await t.app.inject({
      url: '/assets/index-abc.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({ url: '/assets/index-abc.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('never serves the prerender bundle or the build manifest', async () => {
    for (const url of ['/.ssr/entry-server.js', '/.vite/manifest.json']) {
      const response = await t.app.inject({ url });
      expect(response.body).not.toContain('renderPage');
      expect(response.body).not.toContain('isEntry');
    }
  });
});

describe('JSON compression', () => {
  it('compresses an answer above 1 KB and leaves a small one as it is', async () => {
    const list = await t.app.inject({
      url: '/api/v1/blog/all?size=12&page=0&published=true',
      headers: { 'accept-encoding': 'br' },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    const page = JSON.parse(brotliDecompressSync(list.rawPayload).toString()) as {
      content: unknown[];
    };
    expect(page.content.length).toBeGreaterThan(0);

    const health = await t.app.inject({
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.rawPayload.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(() => JSON.parse(health.body) as unknown).not.toThrow();
  });

  it('refuses a compressed request body instead of unpacking it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/enquiry',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ name: 'A' })),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('prerendered pages', () => {
  it("writes the page, its head, its data and its screen's assets into the shell", async () => {
    const response = await t.app.inject({ url: '/blog' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain('<div id="root"><h1>Page /blog</h1></div>');
    expect(html).toContain('<title>Title of /blog</title>');
    expect(html).toContain(
      '<meta name="description" content="The site\'s description. &quot;quoted&quot;" data-site-wide="The site\'s description." />',
    );
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="canonical" href="https://kusp.example/blog" />');
    expect(html).toContain('<html lang="en"');
    // It starts with boot, which fetches the app once the page is painted: the app's chunks each
    // after what it imports, then the screen's own chunk and the site's texts, which the screen
    // waits for; no Hindi. Only what boot itself imports is preloaded in the head.
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/boot-9.js" data-app="/assets/early-8.js /assets/react-7.js /assets/index-abc.js" data-preload="/assets/blog-1.js /assets/site-3.js"></script>',
    );
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/early-8.js">');
    expect(html).not.toMatch(
      /src="\/assets\/index-abc.js"|href="\/assets\/(react-7|blog-1|site-3)/,
    );
    expect(html).not.toMatch(/core-4|site-5|screens-6/);
    expect(html).toContain(
      '<link rel="alternate" hreflang="hi-IN" href="https://kusp.example/hi/blog" />',
    );
    // What the route's chunk imports is listed for the app to preload, and the styles the entry
    // does not already load are in the head.
    expect(html).not.toMatch(/href="\/assets\/card-2.js|data-preload="[^"]*card-2/);
    const chunks = /<script type="application\/json" id="kusp-chunks">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(chunks?.[1] ?? 'null')).toEqual(['/assets/card-2.js']);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/card-2.css">');
    expect(html).not.toContain('href="/assets/index.css"');
    const state = /<script type="application\/json" id="kusp-state">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(state?.[1] ?? 'null')).toEqual({ health: 200, closing: '</script>' });
  });

  it('renders a page once, whatever tracking parameters its address carries', async () => {
    const before = renders().filter((url) => url === '/about').length;
    for (const url of ['/about', '/about?utm_source=news', '/about?fbclid=x']) {
      const response = await t.app.inject({ url });
      expect(response.body).toContain('<h1>Page /about</h1>');
    }
    expect(renders().filter((url) => url === '/about').length - before).toBe(1);
  });

  it('prerenders each published article and blog page, and only those', async () => {
    const [slug] = await publishedSlugs();
    const article = await t.app.inject({ url: href('blogArticle', { slug: slug! }) });
    expect(article.body).toContain(`<h1>Page /blog/${slug}</h1>`);

    const count = renders().length;
    for (const [url, status] of [
      ['/blog/no-such-article', 404],
      ['/blog?page=9999', 200],
      ['/user/login', 200],
    ] as const) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(status);
      expect(response.body).toBe(shell);
    }
    expect(renders()).toHaveLength(count);
  });

  it("answers an address of no screen with the shell and 404, a screen's address with 200", async () => {
    const count = renders().length;
    for (const [url, status] of [
      ['/no-such-page', 404],
      ['/user/no-such-page', 404],
      ['/astrologer/customers/1/2', 404],
      ['/user/profile', 200],
      ['/astrologer/customers/8d2e6a8e-0000-4000-8000-000000000001', 200],
      ['/8d2e6a8e-0000-4000-8000-000000000001', 200],
      ['/chat/a/b?x=1', 200],
    ] as const) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(status);
      expect(response.body, url).toBe(shell);
    }
    expect(renders()).toHaveLength(count);
    const api = await t.app.inject({ url: '/api/v1/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ message: 'Not found' });
  });

  it('answers a Hindi address in Hindi, naming the English page as its alternate', async () => {
    for (const [url, english] of [
      ['/hi/blog', '/blog'],
      ['/hi', '/'],
    ] as const) {
      const response = await t.app.inject({ url, headers: { 'accept-language': 'en-GB' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain(`<h1>Page ${url}</h1>`);
      expect(response.body).toContain('<html lang="hi"');
      expect(response.body).toContain('data-site-wide="साइट का विवरण"');
      // The parts of its catalogue it waits for before it comes alive load beside the app; the
      // signed-in screens' texts do not.
      expect(response.body).toMatch(
        /data-preload="(\/assets\/blog-1\.js )?\/assets\/site-3\.js \/assets\/core-4\.js \/assets\/site-5\.js"/,
      );
      expect(response.body).not.toContain('screens-6');
      for (const [hreflang, path] of [
        ['en-IN', english],
        ['hi-IN', url],
        ['x-default', english],
      ]) {
        expect(response.body).toContain(
          `<link rel="alternate" hreflang="${hreflang}" href="https://kusp.example${path}" />`,
        );
      }
    }
    // Only the public pages have a Hindi address: the sign-in screen follows the chosen language.
    for (const url of ['/hi/user/login', '/hi/no-such-page', '/hi/blog/no-such-article']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it("sends a visitor who wants Hindi to the page's Hindi address, keeping its query", async () => {
    const cases = [
      // A first visit: the browser's languages decide.
      [{ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }, '/hi/blog?page=2'],
      [{ 'accept-language': 'en-IN,en;q=0.9,hi;q=0.8' }, null],
      // A choice made on the site (the cookie) wins over the browser's languages.
      [{ 'accept-language': 'hi-IN', cookie: 'kusp-language=en' }, null],
      [{ 'accept-language': 'en-US', cookie: 'theme=x; kusp-language=hi' }, '/hi/blog?page=2'],
    ] as const;
    for (const [headers, location] of cases) {
      const response = await t.app.inject({ url: '/blog?page=2', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(location ? 302 : 200);
      expect(response.headers.location).toBe(location ?? undefined);
      expect(response.headers.vary).toMatch(/Cookie, Accept-Language/);
    }
  });

  it('compresses the page for a browser that accepts it', async () => {
    const response = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<h1>Page /</h1>');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers out of the API and the portal and names the sitemap', async () => {
    const response = await call(t.app, 'GET', '/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const prefix of ['/api/', '/user/', '/astrologer/']) {
      expect(lines).toContain(`Disallow: ${prefix}`);
    }
    expect(lines).toContain('Sitemap: https://kusp.example/sitemap.xml');
  });

  it('the sitemap lists every public page and every published article in both languages, nothing else', async () => {
    const response = await call(t.app, 'GET', '/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const locations = [...response.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const slugs = await publishedSlugs();
    expect(slugs.length).toBeGreaterThan(0);
    const english = [
      ...publicPages.map((key) => href(key)),
      ...slugs.map((slug) => href('blogArticle', { slug })),
    ];
    const hindi = english.map((path) => (path === '/' ? '/hi' : `/hi${path}`));
    expect(locations.sort()).toEqual(
      [...english, ...hindi].map((path) => `https://kusp.example${path}`).sort(),
    );
    // Each names both addresses as alternates.
    expect(response.text).toContain(
      '<url><loc>https://kusp.example/hi/research</loc><xhtml:link rel="alternate" hreflang="en-IN" href="https://kusp.example/research"/><xhtml:link rel="alternate" hreflang="hi-IN" href="https://kusp.example/hi/research"/></url>',
    );
  });
});
