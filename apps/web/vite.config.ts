import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, defineConfig, type Plugin } from 'vite';
// By path: Vite bundles a config's relative imports, while @kusp/contracts (TypeScript) would be
// left to Node, which cannot load it.
import { publicPages } from '../../packages/contracts/src/routes.ts';
import { compression } from 'vite-plugin-compression2';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;
const configFile = fileURLToPath(import.meta.url);

/** Where the prerender bundle goes inside the web build; the server never serves dot folders. */
export const SERVER_RENDER_DIR = '.ssr';

/**
 * After the browser build, builds src/entry-server.ts for Node into <outDir>/.ssr, so one
 * `vite build` (with any --outDir) makes everything the server needs to prerender public pages.
 */
function serverRenderBuild(): Plugin {
  let outDir = '';
  return {
    name: 'kusp-server-render-build',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await build({
        configFile,
        logLevel: 'warn',
        build: {
          ssr: 'src/entry-server.ts',
          outDir: path.join(outDir, SERVER_RENDER_DIR),
          emptyOutDir: true,
          copyPublicDir: false,
        },
        // One self-contained file: the server loads it without the web app's dependencies.
        ssr: { noExternal: true },
      });
    },
  };
}

/**
 * The Mantine styles the prerendered public pages need at first paint: the components they draw
 * and the ones those draw on (a Select's Combobox, Popover, Input…). The build fails, naming it,
 * when a public page starts using one that is not here.
 */
const PUBLIC_MANTINE_STYLES = [
  'baseline',
  'default-css-variables',
  'global',
  'Accordion',
  'ActionIcon',
  'Alert',
  'Anchor',
  'Badge',
  'Breadcrumbs',
  'Burger',
  'Button',
  'Card',
  'Center',
  'Checkbox',
  'CheckboxCard',
  'CheckboxIndicator',
  'CloseButton',
  'Combobox',
  'Container',
  'Divider',
  'Drawer',
  'FloatingIndicator',
  'Grid',
  'Group',
  'InlineInput',
  'Input',
  'List',
  'Loader',
  'ModalBase',
  'Notification',
  'Overlay',
  'Pagination',
  'Paper',
  'Popover',
  'Radio',
  'RadioCard',
  'RadioIndicator',
  'ScrollArea',
  'SegmentedControl',
  'SimpleGrid',
  'Stack',
  'Table',
  'Tabs',
  'Text',
  'ThemeIcon',
  'Title',
  'UnstyledButton',
  'VisuallyHidden',
];

/** The prerendered screens; the others (and the portal's layout) load the rest of the styles. */
const publicScreens = [...publicPages, 'blogArticle'].map((key) => `/src/app/routes/${key}.tsx`);
const isPublicScreen = (id: string) => publicScreens.some((screen) => id.endsWith(screen));
const isPrivateScreen = (id: string) =>
  /\/src\/app\/(routes\/\w+|layouts\/portal-layout)\.tsx$/.test(id) && !isPublicScreen(id);

const MANTINE_CLASS = /\bm_[0-9a-f]{8}\b/g;

/**
 * `virtual:mantine-styles/public.css` and `virtual:mantine-styles/rest.css`: @mantine/core's
 * styles.css split in two, each part in styles.css's own order, so the cascade is Mantine's: the
 * entry carries the public pages' part (one stylesheet instead of the whole 250 KB), the rest comes
 * with the portal and the other screens (none of the app's own styles targets those components).
 */
function mantineStyles(): Plugin {
  const prefix = 'virtual:mantine-styles/';
  const core = path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css'));
  const whole = readFileSync(path.join(core, 'styles.css'), 'utf8');
  const files = readdirSync(path.join(core, 'styles'))
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => {
      const css = readFileSync(path.join(core, 'styles', file), 'utf8').trim();
      const at = whole.indexOf(css);
      if (at < 0) throw new Error(`@mantine/core/styles.css does not hold styles/${file}`);
      const name = file.slice(0, -'.css'.length);
      return { name, css, at, isPublic: PUBLIC_MANTINE_STYLES.includes(name) };
    })
    .sort((a, b) => a.at - b.at);
  const unknown = PUBLIC_MANTINE_STYLES.filter((name) => !files.some((f) => f.name === name));
  if (unknown.length > 0) throw new Error(`no Mantine styles for ${unknown.join(', ')}`);
  const part = (isPublic: boolean) =>
    files
      .filter((file) => file.isPublic === isPublic)
      .map((file) => file.css)
      .join('\n');
  const publicClasses = new Set(
    files.filter((f) => f.isPublic).flatMap((f) => f.css.match(MANTINE_CLASS) ?? []),
  );
  return {
    name: 'kusp-mantine-styles',
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : undefined),
    load(id) {
      if (id === `\0${prefix}public.css`) return part(true);
      if (id === `\0${prefix}rest.css`) return part(false);
      return undefined;
    },
    // Every chunk a public page may load (the entry, its screen, what they import or load later),
    // searched for the class names of Mantine's components.
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const seen = new Set<string>();
      const visit = (name: string) => {
        const chunk = byName.get(name);
        const id = chunk?.facadeModuleId ?? '';
        if (!chunk || seen.has(name) || isPrivateScreen(id) || id === `\0${prefix}rest.css`) return;
        seen.add(name);
        for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
      };
      for (const chunk of chunks) {
        const id = chunk.facadeModuleId ?? '';
        if (chunk.isEntry || isPublicScreen(id)) visit(chunk.fileName);
      }
      const used = new Set(
        [...seen].flatMap((name) => byName.get(name)!.code.match(MANTINE_CLASS) ?? []),
      );
      const missing = files.filter(
        (file) =>
          !file.isPublic &&
          (file.css.match(MANTINE_CLASS) ?? []).some((c) => used.has(c) && !publicClasses.has(c)),
      );
      if (missing.length > 0) {
        this.error(
          `public pages use Mantine components whose styles are not in PUBLIC_MANTINE_STYLES: ${missing.map((file) => file.name).join(', ')}`,
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    mantineStyles(),
    // Brotli and gzip copies of every text asset, served by the server as the browser accepts.
    {
      ...compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
      apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    },
    serverRenderBuild(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: {
      '/api': { target: apiTarget, ws: true },
      // The live channel (STOMP over WebSocket).
      '/ws': { target: apiTarget, ws: true },
      '/dev': apiTarget,
      '/pay': apiTarget,
    },
  },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // The server reads it to preload a prerendered page's chunk and styles.
    manifest: true,
    // Every browser we support preloads modules natively; the polyfill would cost each first visit.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // boot.ts: what a prerendered page starts with, loading the app after its first paint.
      input: { index: 'index.html', boot: 'src/boot.ts' },
      output: {
        // What the entry imports statically in four chunks (React, Mantine, the other libraries,
        // the app's own), which boot.ts evaluates one task each: as one chunk, its evaluation was
        // a single task of ~45 ms here, ~180 ms at Lighthouse's 4× slowdown. Rolldown would split
        // what the screens share with the entry into small chunks, each a request before the app
        // can start. What boot imports is a chunk of its own, or boot would load the app.
        codeSplitting: {
          groups: [
            {
              name: 'boot-imports',
              test: /\/src\/lib\/(early-actions|module-preload)\.ts$/,
              priority: 4,
            },
            {
              name: 'react',
              tags: ['$initial'],
              test: /node_modules\/(react|react-dom|scheduler)\//,
              priority: 3,
            },
            { name: 'mantine', tags: ['$initial'], test: /node_modules\/@mantine\//, priority: 2 },
            { name: 'libraries', tags: ['$initial'], test: /node_modules\//, priority: 1 },
            { name: 'index', tags: ['$initial'], test: (id) => !id.endsWith('/src/boot.ts') },
          ],
        },
      },
    },
  },
});
