import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.ts';

// The served document as a client generator would read it: over HTTP from the running server,
// through the two tools most generators and API gateways build on.

let t: TestApp;
let source: string;
beforeAll(async () => {
  // As a deployment serves it: its own address, not localhost, in `servers`.
  t = await startTestApp({ publicUrl: 'https://kusp.in' });
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  source = await (await fetch(`${address}/api/docs/json`)).text();
});
afterAll(() => t.close());

describe('the served OpenAPI document', () => {
  it('is valid for swagger-parser', async () => {
    let problem = 'none';
    try {
      await SwaggerParser.validate(JSON.parse(source));
    } catch (error) {
      problem = (error as Error).message;
    }
    console.log(`swagger-parser: ${problem === 'none' ? 0 : 1} errors`);
    expect(problem).toBe('none');
  });

  it("passes redocly's recommended rules without errors or warnings", async () => {
    const config = await createConfig({
      extends: ['recommended'],
      // The spec fixes these URLs: GET /api/v1/geo/time-zone/ with its slash, and
      // /horoscope/{id}/edit beside /horoscope/profile/{customerId} (a router takes the literal
      // segment first, so they never collide).
      // The API is proprietary: its licence has a name but no published text to link.
      rules: {
        'no-path-trailing-slash': 'off',
        'no-ambiguous-paths': 'off',
        'info-license-strict': 'off',
      },
    });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const lines = problems.map(
      (p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`,
    );
    const count = (severity: string) => problems.filter((p) => p.severity === severity).length;
    console.log(`redocly recommended: ${count('error')} errors, ${count('warn')} warnings`);
    expect(lines).toEqual([]);
  });
});
