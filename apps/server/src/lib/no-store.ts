import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An onRequest hook for answers that carry a token (a share link, a checkout address, what a
 * token opens): no browser or proxy keeps a copy, whatever the answer turns out to be.
 */
export async function noStore(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
}
