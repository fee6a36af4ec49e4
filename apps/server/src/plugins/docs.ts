import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { errorBodySchema, limits } from '@kusp/contracts';
import { databaseRetryAfterSeconds } from '../db/unavailable.ts';
import { shuttingDownRetryAfterSeconds } from './errors.ts';
import { formBodyLimit } from './input.ts';

type Schema = Record<string, unknown> & { response?: Record<string | number, unknown> };
const withBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const kb = (bytes: number) => `${Math.floor(bytes / 1024)} KB`;

/**
 * The failures a route can answer, read from how it is declared, so a new route is documented
 * without a line of its own: 400 for any input, 401 everywhere (a bad token is refused on any
 * route), 403 with `config.auth`, 404 and 414 with path parameters, 413 and 415 with a body, 429 with
 * `config.rateLimit`, 503 everywhere (the database away, or the server closing). Each names the
 * codes it may carry; a route's own 409 says its codes in its description.
 */
function failuresOf(schema: Schema, route: RouteOptions): Record<number, string> {
  const methods = [route.method].flat().map(String);
  const takesBody = methods.some((method) => withBody.has(method));
  const multipart = [schema.consumes].flat().includes('multipart/form-data');
  const auth = route.config?.auth;
  const failures: Record<number, string> = {};
  if (takesBody || schema.querystring || schema.params)
    failures[400] =
      '`INVALID_REQUEST`: the input was refused: `errors` maps each field to its text (a wrong value, an over-long text, or a character that cannot be stored such as U+0000 or half of an emoji).';
  failures[401] = auth
    ? '`UNAUTHENTICATED`: no bearer token. `SESSION_EXPIRED`: one that has expired, was signed out or predates a password change.'
    : '`SESSION_EXPIRED`: a bearer token was sent that has expired, was signed out or predates a password change (the route itself is public).';
  if (auth) failures[403] = `\`FORBIDDEN\`: signed in, but not as ${auth.join(' or ')}.`;
  if (schema.params) {
    failures[404] =
      '`NOT_FOUND`: nothing by that id, or it belongs to someone else (never told apart).';
    failures[414] = '`URI_TOO_LONG`: a path parameter over 100 characters (the router refuses it).';
  }
  if (takesBody) {
    failures[413] = multipart
      ? `\`PAYLOAD_TOO_LARGE\`: a file over ${kb(limits.fileBytes)}, or too many files.`
      : `\`PAYLOAD_TOO_LARGE\`: the body is over this route's limit of ${kb(route.bodyLimit ?? formBodyLimit)}.`;
    failures[415] = `\`UNSUPPORTED_MEDIA_TYPE\`: the body is not ${multipart ? 'multipart/form-data' : 'JSON'}.`;
  }
  if (route.config?.rateLimit)
    failures[429] =
      '`RATE_LIMITED`: too many requests from this address; Retry-After says when to try again.';
  // Any operation can meet a database restart or failover, or a statement stuck past
  // DATABASE_STATEMENT_TIMEOUT_MS, and the server's own shutdown (plugins/errors.ts).
  failures[503] = `Try again later; nothing was done. \`UNAVAILABLE\`: the database is not answering (a restart, a failover, or a statement over its time limit): Retry-After says when (${databaseRetryAfterSeconds} s). \`SHUTTING_DOWN\`: this server is closing (a deploy or a restart) and closes the connection: send the request again on a new one, which another instance answers at once (Retry-After: ${shuttingDownRetryAfterSeconds} s, a restart of this one). An operation that sends e-mail says in its description when it also answers 503.`;
  return failures;
}

/**
 * The operation's name for client generators, in the path's own words: `GET
 * /api/v1/chat/sessions/user` is `getChatSessionsUser`, a path parameter reads `By<Name>`
 * (`getHoroscopeById`), a later API version keeps its number (`getV3AstrologerList`). A route
 * may declare its own `operationId` instead.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((segment) => segment && segment !== 'api' && segment !== 'v1')
    .flatMap((segment) =>
      segment.startsWith(':') ? ['by', ...segment.slice(1).split(/[-_]/)] : segment.split(/[-_]/),
    );
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))]
    .join('')
    .replace(/^\w/, (first) => first.toLowerCase());
}

function documented(schema: Schema, route: RouteOptions, url: string): Schema {
  const response: Record<string | number, unknown> = { ...schema.response };
  for (const [status, description] of Object.entries(failuresOf(schema, route))) {
    const declared = response[status];
    // A route's own entry stays when it already says what it means.
    if (declared && typeof declared === 'object' && 'content' in declared) continue;
    response[status] = {
      description,
      content: { 'application/json': { schema: declared ?? errorBodySchema } },
    };
  }
  // A route that declares no success keeps swagger's default (a file download, say).
  if (!Object.keys(response).some((status) => status.startsWith('2')))
    response[200] = { description: 'Success', content: { '*/*': { schema: z.unknown() } } };
  const auth = route.config?.auth;
  // x-roles lets clients (and the API tests) tell which account an operation wants. A public
  // operation says so with an empty `security`, as generators otherwise assume a token.
  const roles = auth ? { security: [{ bearer: [] }], 'x-roles': auth } : { security: [] };
  const method = [route.method].flat()[0]!;
  return { operationId: operationIdOf(String(method), url), ...roles, ...schema, response };
}

/**
 * zod writes a record keyed by an enum (the planets of a chart, say) as `additionalProperties`
 * plus `required` keys, and OpenAPI 3.0 drops the `propertyNames` that told which keys those
 * are, leaving required properties that are never defined. Each such key is given the record's
 * value schema as a property of its own.
 */
function defineRequiredKeys(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(defineRequiredKeys);
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  const values = schema.additionalProperties;
  if (Array.isArray(schema.required) && values && typeof values === 'object') {
    const properties = (schema.properties ?? {}) as Record<string, unknown>;
    for (const key of schema.required as string[]) properties[key] ??= values;
    schema.properties = properties;
  }
  Object.values(schema).forEach(defineRequiredKeys);
}

/** The OpenAPI document, generated from the same zod schemas that validate requests. */
export default fp(async function docs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kusp API',
        version: '1.0.0',
        description:
          'The API behind the Kusp site and portal. Errors are always `{code, message, errors?}`: `code` is one of a closed list (the enum of every error response), what a program switches on; `message` is for people and may be reworded or translated; `errors` maps a field to the text shown under it. A `message` and the `errors` (and the `message` of a success) are written in the language `Accept-Language` names, English or Hindi (`hi`); English when it names neither. Send `Authorization: Bearer <token>` from POST /api/v1/authentication.',
        license: { name: 'Proprietary' },
      },
      servers: [{ url: app.config.publicUrl, description: 'This deployment' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform(document) {
      const { schema, route, url } = document;
      if (!schema || schema.hide) return jsonSchemaTransform(document);
      const result = jsonSchemaTransform({
        ...document,
        schema: documented(schema as Schema, route, url),
      });
      const query = (result.schema as Schema).querystring as Schema | undefined;
      // A free-form query (a record) has no names to list as parameters (swagger would list
      // the JSON schema's own keywords); the route's description names the fields.
      if (query && !query.properties) delete (result.schema as Schema).querystring;
      const consumes = [schema.consumes].flat();
      if (consumes.includes('multipart/form-data') && !schema.body) {
        // Uploads are read part by part in the handler; the form is documented here.
        (result.schema as Schema).body = {
          type: 'object',
          description: 'File parts under the field names the summary gives.',
          additionalProperties: { type: 'string', format: 'binary' },
        };
      }
      return result;
    },
    transformObject(document) {
      const result = jsonSchemaTransformObject(document);
      defineRequiredKeys(result);
      return result;
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) => header.replace('upgrade-insecure-requests;', ''),
  });
});
