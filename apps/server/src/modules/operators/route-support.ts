import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorBodySchema, messages } from '@kusp/contracts';
import { requireCaller } from '../../plugins/auth.ts';

export const bearer = [{ bearer: [] }];
export const operator = { auth: ['ADMIN'] } as const;
export const tags = ['operators'];
export const idParams = z.object({ id: z.uuid(messages.generic.notFound) });
export const refusals = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
export const audited =
  'An operator action: the change and its one audit record are written in one transaction (docs/operations.md).';
export const keyed =
  'Needs an Idempotency-Key header (1–200 visible characters): the same key again answers the first result and acts once; the same key with another body answers 422.';

/** The operator acting, as the audit record names them. */
export const actorOf = (request: FastifyRequest) => {
  const caller = requireCaller(request);
  return { userId: caller.userId, role: caller.serverRole, address: request.ip };
};
