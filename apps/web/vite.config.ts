import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;

export default defineConfig({
  plugins: [react()],
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
    // Every browser we support preloads modules natively; the polyfill would cost each first visit.
    modulePreload: { polyfill: false },
  },
});
