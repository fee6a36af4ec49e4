import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  bodyTooLarge,
  errorCodeOfStatus,
  inputMessages,
  messages,
  type ErrorBody,
  type ErrorCode,
} from '@kusp/contracts';
import { databaseRetryAfterSeconds, isDatabaseUnavailable } from '../db/unavailable.ts';
import { isDataException } from '../lib/db-errors.ts';
import { HttpError } from '../lib/http-error.ts';
import { refusedFields } from './request-log.ts';

// Fastify's own error codes, in words a person can act on.
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: messages.generic.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.generic.malformedJson,
  FST_REQ_FILE_TOO_LARGE: messages.generic.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: inputMessages.contentType,
};

function fieldName(instancePath: string, context: string | undefined): string {
  const name = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return name || context || 'body';
}

/** The body of every failure the server answers; `code` is one of the contracts' errorCodes. */
export const errorBody = (
  code: ErrorCode,
  message: string,
  errors?: Record<string, string>,
): ErrorBody => (errors ? { code, message, errors } : { code, message });

/** How long a restart of this instance takes, about (another instance takes the request at once). */
export const shuttingDownRetryAfterSeconds = 5;

/**
 * One error shape for every failure: `{code, message, errors?}`; 5xx never leak details. A
 * framework error without a code of ours takes its status's usual one (errorCodeOfStatus).
 */
export default fp(async function errors(app: FastifyInstance) {
  // Once close() begins (SIGTERM, a deploy), requests already running finish, while a new one on a
  // kept-alive or pipelined connection is refused before any work with our body (Fastify's own
  // return503OnClosing answers a body of its own, so it is off in app.ts) and the connection is
  // closed, so the client's next try opens one to another instance or to this one restarted.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    return reply
      .code(503)
      .headers({ 'retry-after': String(shuttingDownRetryAfterSeconds), connection: 'close' })
      .send(errorBody('SHUTTING_DOWN', messages.generic.shuttingDown));
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath, error.validationContext);
        fields[name] ??= issue.message ?? messages.generic.invalidRequest;
      }
      const first = Object.values(fields)[0] ?? messages.generic.invalidRequest;
      refusedFields.set(request, Object.keys(fields));
      return reply.code(400).send(errorBody('INVALID_REQUEST', first, fields));
    }
    if (error instanceof HttpError) {
      if (error.errors) refusedFields.set(request, Object.keys(error.errors));
      if (error.headers) void reply.headers(error.headers);
      return reply.code(error.statusCode).send(errorBody(error.code, error.message, error.errors));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 0;
      return reply.code(413).send(errorBody('PAYLOAD_TOO_LARGE', bodyTooLarge(limit)));
    }
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'the database refused a value');
      return reply.code(400).send(errorBody('INVALID_REQUEST', messages.generic.invalidRequest));
    }
    if (isDatabaseUnavailable(error)) {
      // The database restarts or fails over: nothing was done that the caller was told of, and the
      // same request may be sent again shortly.
      request.log.warn({ err: error }, 'the database is not answering');
      return reply
        .code(503)
        .header('retry-after', String(databaseRetryAfterSeconds))
        .send(errorBody('UNAVAILABLE', messages.generic.somethingWentWrongTryAgain));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        frameworkMessages[error.code] ??
        (status === 429
          ? messages.generic.tooManyRequests
          : error.message || messages.generic.invalidRequest);
      return reply.code(status).send(errorBody(errorCodeOfStatus(status), message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody('SERVER_ERROR', messages.generic.somethingWentWrong));
  });
});
