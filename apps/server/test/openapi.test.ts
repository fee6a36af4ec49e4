import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@kusp/contracts';
import { createAccount } from './support/accounts.ts';
import {
  addresses,
  encodeLoose,
  loadDocument,
  operations as operationsOf,
  sample as sampleOf,
  stringPaths,
  withValue,
  type Document,
  type Method,
  type Operation,
} from './support/openapi-walk.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

// Every operation of the OpenAPI document, walked (support/openapi-walk.ts).

let t: TestApp;
let doc: Document;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  doc = await loadDocument(t.app);
  for (const [role, kind] of [
    ['USER', 'customer'],
    ['ASTROLOGER', 'astrologer'],
  ] as const) {
    const account = await createAccount(t.app, t.db, kind);
    tokens[role] = account.token;
    ids[role] = account.id;
  }
});
afterAll(() => t.close());

const operations = () => operationsOf(doc);
const sample = (schema: Parameters<typeof sampleOf>[1], ownId?: string) =>
  sampleOf(doc, schema, ownId);
const freshAddress = addresses(9);

interface Probe {
  where: string;
  request: InjectOptions;
}

/** The operation's request with one string replaced by `bad`, once per string field it has. */
function probes(path: string, method: Method, op: Operation, bad: string): Probe[] {
  const role = op['x-roles']?.find((r) => tokens[r]);
  const headers: Record<string, string> = { 'x-forwarded-for': freshAddress() };
  if (role) headers.authorization = `Bearer ${tokens[role]}`;
  const params = (op.parameters ?? []).filter((p) => p.in === 'path');
  const query = (op.parameters ?? []).filter((p) => p.in === 'query');
  const values = Object.fromEntries(
    [...params, ...query].map((p) => [p.name, String(sample(p.schema, role && ids[role]))]),
  );
  const url = (replace: Record<string, string>, extraQuery = '') => {
    const all = { ...values, ...replace };
    const filled = params.reduce(
      (text, p) => text.replace(`{${p.name}}`, encodeLoose(all[p.name]!)),
      path,
    );
    const search = query.map((p) => `${p.name}=${encodeLoose(all[p.name]!)}`).join('&');
    return `${filled}?${[search, extraQuery].filter(Boolean).join('&')}`;
  };
  const result: Probe[] = [];
  for (const p of [...params, ...query])
    result.push({
      where: `${p.in} ${p.name}`,
      request: { method, url: url({ [p.name]: bad }), headers },
    } as Probe);

  const content = op.requestBody?.content ?? {};
  if (content['application/json']) {
    const body = sample(content['application/json'].schema, role && ids[role]);
    const fields = stringPaths(body);
    // A body without strings still gets one, as an unknown field: every key is checked.
    const targets = fields.length > 0 ? fields : ['probe'];
    for (const field of targets)
      result.push({
        where: `body ${field}`,
        request: { method, url: url({}), headers, payload: withValue(body, field, bad) as object },
      });
  } else if (content['multipart/form-data']) {
    const boundary = 'openapi-walk';
    const payload =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${bad}.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n%PDF-1.7\r\n--${boundary}--\r\n`;
    result.push({
      where: 'multipart file name',
      request: {
        method,
        url: url({}),
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      },
    });
  }
  // An operation with no string input still meets one in an extra query parameter.
  if (result.length === 0)
    result.push({
      where: 'query probe',
      request: { method, url: url({}, `probe=${encodeLoose(bad)}`), headers },
    });
  return result;
}

describe('the OpenAPI document', () => {
  it('covers every route the server has', () => {
    expect(operations().length).toBeGreaterThan(40);
    expect(doc.paths['/api/v1/authentication']?.post).toBeDefined();
  });

  it.each([
    ['a NUL byte', 'a\u0000b'],
    ['an unpaired surrogate', 'a\ud800b'],
  ])('answers %s in any string of any operation with 4xx, never 5xx', async (_name, bad) => {
    const failures: string[] = [];
    let answered = 0;
    for (const { path, method, op } of operations()) {
      for (const probe of probes(path, method, op, bad)) {
        const res = await t.app.inject(probe.request);
        answered += 1;
        const needsAccount = op['x-roles']?.some((r) => tokens[r]);
        const ok =
          res.statusCode >= 400 &&
          res.statusCode < 500 &&
          // Signed in as the operation asks: the refusal is about the input, not the caller.
          !(needsAccount && [401, 403].includes(res.statusCode));
        if (!ok) failures.push(`${method} ${path} (${probe.where}): ${res.statusCode} ${res.body}`);
        else expect(res.json()).toHaveProperty('message');
      }
    }
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(operations().length);
  });

  it('lists 401 and 403 where a role is needed, 429 where a rate limit is, by what the routes do, and 503 everywhere', async () => {
    const missing: string[] = [];
    for (const { path, method, op } of operations()) {
      const request = probes(path, method, op, 'x')[0]!.request;
      const { authorization: _dropped, ...anonymous } = request.headers as Record<string, string>;
      const res = await t.app.inject({ ...request, headers: anonymous });
      const documented = Object.keys(op.responses);
      // The auth hook's own refusal, not a route's (sign-in answers 401 to a wrong password).
      const needsRole =
        res.statusCode === 401 && res.json().message === messages.generic.unauthorized;
      const expected = [
        ...(needsRole ? ['401', '403'] : []),
        ...(res.headers['x-ratelimit-limit'] ? ['429'] : []),
      ];
      for (const status of expected)
        if (!documented.includes(status)) missing.push(`${method} ${path}: ${status}`);
      if (op['x-roles'] && !documented.includes('403')) missing.push(`${method} ${path}: 403`);
      // The database away (database-outage.test.ts) reaches every operation that reads it.
      if (!documented.includes('503')) missing.push(`${method} ${path}: 503`);
    }
    expect(missing).toEqual([]);
  });

  it('shows the formats the server checks as patterns or enums', () => {
    const compute =
      doc.paths['/api/v1/horoscope/compute']!.post!.requestBody!.content['application/json']!
        .schema;
    expect(compute.properties?.birthDate).toMatchObject({ pattern: expect.any(String) });
    expect(compute.properties?.timeZone).toMatchObject({ pattern: expect.any(String) });
    expect(compute.properties?.latitude).toMatchObject({ minimum: -90, maximum: 90 });
    const profile =
      doc.paths['/api/v1/horoscope/add']!.post!.requestBody!.content['application/json']!.schema;
    expect(profile.properties?.timeZone?.enum).toContain('+05:30');
    expect(profile.properties?.birthDate).toMatchObject({ pattern: expect.any(String) });
  });
});
