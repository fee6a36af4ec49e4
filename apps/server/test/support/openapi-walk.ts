import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';

// Walking the server's own OpenAPI document: a route another branch adds is covered by the tests
// that walk it without a line of their own. Requests are made from the schemas the document shows.

export interface JsonSchema {
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
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}
export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
  'x-roles'?: string[];
}
export interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export type Method = NonNullable<InjectOptions['method']>;

export async function loadDocument(app: FastifyInstance): Promise<Document> {
  return (await app.inject({ url: '/api/docs/json' })).json();
}

export const operations = (doc: Document) =>
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
export function sample(
  doc: Document,
  schema: JsonSchema | undefined,
  ownId: string = randomUUID(),
  depth = 0,
): unknown {
  if (!schema || depth > 8) return 'x';
  const next = (child: JsonSchema | undefined) => sample(doc, child, ownId, depth + 1);
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
export function stringPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    stringPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

export function withValue(value: unknown, path: string, replacement: unknown): unknown {
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
export const encodeLoose = (text: string) =>
  [...text]
    .map((char) => {
      const unit = char.charCodeAt(0);
      if (char.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(char);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');

/**
 * A new client address per request (the tests trust one proxy), so per-address limits stay out;
 * `block` keeps two walks in one run apart.
 */
export function addresses(block: number) {
  let client = 0;
  return () => `10.${block}.${Math.floor(client / 250) % 250}.${(client++ % 250) + 1}`;
}
