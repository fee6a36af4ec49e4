import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { demoCustomer, demoPassword } from '../src/modules/demo/seed.ts';
import { startServer, untilAnswering, type ServerProgram } from './support/processes.ts';
import { createSchema } from './support/test-app.ts';

describe('demo data', () => {
  it('is seeded by default outside production only, and whenever SEED_DEMO says so', () => {
    // `npm start` as the README runs it: NODE_ENV unset.
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });
});

// The product as an operator starts it: NODE_ENV=production and nothing else about demo or mail.
describe('a production start with nothing configured but secrets', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'kusp-production-'));
  let server: ServerProgram;
  beforeAll(async () => {
    const testDatabaseUrl = process.env.TEST_DATABASE_URL;
    let databaseUrl: string | undefined;
    if (testDatabaseUrl) {
      const url = new URL(testDatabaseUrl);
      url.searchParams.set('options', `-c search_path=${await createSchema(testDatabaseUrl)}`);
      databaseUrl = url.href;
    }
    const { SEED_DEMO: _seed, SMTP_URL: _smtp, ...environment } = process.env;
    server = await startServer({
      ...environment,
      NODE_ENV: 'production',
      DATA_DIR: work,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      METRICS_PORT: '0',
      WEB_DIST: path.join(work, 'no-web'),
      LOG_LEVEL: 'info',
    });
    await untilAnswering(server.url('/api/health'), server, 240_000);
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it('seeds no demo account: the published password opens nothing', async () => {
    const signIn = await fetch(server.url('/api/v1/authentication'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: demoCustomer.loginId, password: demoPassword }),
    });
    expect(signIn.status).toBe(401);
    // Nor are the six demo astrologers in the directory.
    const directory = await fetch(server.url('/api/v1/astrologer/list'));
    expect(await directory.json()).toEqual([]);
  });

  it('says at start that mail is not configured', () => {
    expect(server.output).toContain('Mail is not configured (SMTP_URL is not set)');
  });
});
