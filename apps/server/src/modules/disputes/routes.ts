import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { disputeRequestSchema, disputeSchema, errorBodySchema, messages } from '@kusp/contracts';
import { requireCaller } from '../../plugins/auth.ts';

const tags = ['disputes'];
const security = [{ bearer: [] }];

/** The customer's side of disputes; the operators' side is in modules/operators. */
const disputeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/disputes',
    {
      config: { auth: ['USER'], rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Open a dispute about a delivered order',
        description:
          "By the order's customer, after the service was delivered (an answered question, a chat or video session both joined and closed), with what went wrong (1 to 1,000 characters, plain text). One open dispute per order (a second 409); another customer's order 404, one not delivered 409. While it is open an operator may read the order's question or chat to settle it (docs/operations.md, \"Disputes\").",
        security,
        body: disputeRequestSchema,
        response: {
          201: disputeSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await app.disputes.open(requireCaller(request), request.body)),
  );

  app.get(
    '/v1/disputes/order/:id',
    {
      config: { auth: ['USER'] },
      schema: {
        tags,
        summary: 'Your disputes about an order of yours, newest first',
        description: "Another customer's order answers 404.",
        security,
        params: z.object({ id: z.uuid(messages.generic.notFound) }),
        response: { 200: z.array(disputeSchema), 404: errorBodySchema },
      },
    },
    async (request) => app.disputes.ofOwnOrder(requireCaller(request), request.params.id),
  );
};

export default disputeRoutes;
