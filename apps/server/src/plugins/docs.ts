import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { errorBodySchema, limits } from '@kusp/contracts';
import { formBodyLimit } from './input.ts';

type Schema = Record<string, unknown> & { response?: Record<string | number, unknown> };
const withBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const kb = (bytes: number) => `${Math.floor(bytes / 1024)} KB`;

/**
 * The failures a route can answer, read from how it is declared, so a new route is documented
 * without a line of its own: 400 for any input, 401 everywhere (a bad token is refused on any
 * route), 403 with `config.auth`, 404 with path parameters, 413 and 415 with a body, 429 with
 * `config.rateLimit`.
 */
function failuresOf(schema: Schema, route: RouteOptions): Record<number, string> {
  const methods = [route.method].flat().map(String);
  const takesBody = methods.some((method) => withBody.has(method));
  const multipart = [schema.consumes].flat().includes('multipart/form-data');
  const auth = route.config?.auth;
  const failures: Record<number, string> = {};
  if (takesBody || schema.querystring || schema.params)
    failures[400] =
      'The input was refused: `errors` maps each field to its text (a wrong value, an over-long text, or a character that cannot be stored such as U+0000 or half of an emoji).';
  failures[401] = auth
    ? 'No bearer token, or one that has expired, was signed out or predates a password change.'
    : 'A bearer token was sent that has expired, was signed out or predates a password change (the route itself is public).';
  if (auth) failures[403] = `Signed in, but not as ${auth.join(' or ')}.`;
  if (schema.params)
    failures[404] = 'Nothing by that id, or it belongs to someone else (never told apart).';
  if (takesBody) {
    failures[413] = multipart
      ? `A file over ${kb(limits.fileBytes)}, or too many files.`
      : `The body is over this route's limit of ${kb(route.bodyLimit ?? formBodyLimit)}.`;
    failures[415] = `The body is not ${multipart ? 'multipart/form-data' : 'JSON'}.`;
  }
  if (route.config?.rateLimit)
    failures[429] = 'Too many requests from this address; Retry-After says when to try again.';
  return failures;
}

function documented(schema: Schema, route: RouteOptions): Schema {
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
  // x-roles lets clients (and the API tests) tell which account an operation wants.
  const roles = auth ? { security: [{ bearer: [] }], 'x-roles': auth } : {};
  return { ...roles, ...schema, response };
}

/** The OpenAPI document, generated from the same zod schemas that validate requests. */
export default fp(async function docs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kusp API',
        version: '1.0.0',
        description:
          'The API behind the Kusp site and portal. Errors are always `{message, errors?}`; `errors` maps a field to the text shown under it. Send `Authorization: Bearer <token>` from POST /api/v1/authentication.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform(document) {
      const { schema, route } = document;
      if (!schema || schema.hide) return jsonSchemaTransform(document);
      const result = jsonSchemaTransform({
        ...document,
        schema: documented(schema as Schema, route),
      });
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
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) => header.replace('upgrade-insecure-requests;', ''),
  });
});
