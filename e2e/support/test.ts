import { test as base } from '@playwright/test';
import { startKuspServer } from './call-servers';

export * from '@playwright/test';

/**
 * Playwright's `test` with a Kusp server per worker: the suite runs in E2E_WORKERS browsers at once
 * (playwright.config.ts), each worker on its own server, port (E2E_PORT + 100 per worker) and
 * fresh embedded database seeded with the demo data, so two specs never share an account's wallet,
 * sessions or rate limits. A spec file runs whole in one worker, on one server, in file order; a
 * worker that a failure replaced starts a server of its own again.
 */
export const test = base.extend<object, { kuspServer: { url: string } }>({
  kuspServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern: none
    async ({}, use, workerInfo) => {
      const port = Number(process.env.E2E_PORT ?? 8181) + 100 * workerInfo.parallelIndex;
      const server = await startKuspServer(port, {});
      await use(server);
      await server.stop();
    },
    // Seeding a fresh database takes tens of seconds on a loaded 2-core machine.
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ kuspServer }, use) => use(kuspServer.url),
});
