import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, defineConfig, type Plugin } from 'vite';
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

export default defineConfig({
  plugins: [
    react(),
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
  },
});
