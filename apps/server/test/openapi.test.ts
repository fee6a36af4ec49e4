import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@kusp/contracts';
import { createAccount } from './support/accounts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

// Every operation of the OpenAPI document, walked: a route another branch adds is covered
// without a line here. Requests are made from the schemas the document shows.

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  default?: unknown;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
  'x-roles'?: string[];
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

type Method = NonNullable<InjectOptions['method']>;

let t: TestApp;
let doc: Document;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  doc = (await t.app.inject({ url: '/api/docs/json' })).json();
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

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      path,
      method: method.toUpperCase() as Method,
      op,
    })),
  );

/**
 * A plausible value for a schema: enough to reach the route, not necessarily to pass it. Ids
 * are the caller's own, which many routes want (an astrologer's own profile, say).
 */
function sample(schema: JsonSchema | undefined, ownId: string = randomUUID(), depth = 0): unknown {
  if (!schema || depth > 8) return 'x';
  const next = (child: JsonSchema | undefined) => sample(child, ownId, depth + 1);
  if (schema.$ref) return next(doc.components?.schemas?.[schema.$ref.split('/').pop()!]);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alternative = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternative) return next(alternative[0]);
  const type = [schema.type].flat()[0];
  if (type === 'object') {
    const value: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(schema.properties ?? {})) value[key] = next(child);
    return value;
  }
  if (type === 'array') return [next(schema.items)];
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return true;
  if (schema.format === 'uuid') return ownId;
  if (schema.format === 'email') return 'someone@example.com';
  return 'x';
}

/** Paths (dotted) of every string in a sampled value. */
function stringPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    stringPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

function withValue(value: unknown, path: string, replacement: string): unknown {
  if (!path) return replacement;
  const copy = structuredClone(value) as Record<string, unknown>;
  const keys = path.split('.');
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys.at(-1)!] = replacement;
  return copy;
}

/**
 * Percent-encoding that also writes a lone UTF-16 half, as the three bytes a careless encoder
 * would send (encodeURIComponent refuses it).
 */
const encodeLoose = (text: string) =>
  [...text]
    .map((char) => {
      const unit = char.charCodeAt(0);
      if (char.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(char);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');

let client = 0;
/** A new client address per request (the tests trust one proxy), so per-address limits stay out. */
const freshAddress = () => `10.9.${Math.floor(client / 250) % 250}.${(client++ % 250) + 1}`;

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

  it('lists 401 and 403 where a role is needed, and 429 where a rate limit is, by what the routes do', async () => {
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
