import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDisputeService, type DisputeService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    disputes: DisputeService;
  }
}

/** `app.disputes`: customers' disputes about delivered orders (docs/operations.md, "Disputes"). */
export default fp(
  async function disputes(app: FastifyInstance) {
    app.decorate(
      'disputes',
      createDisputeService({ db: app.db, money: app.money, audit: app.audit }),
    );
  },
  { name: 'disputes', dependencies: ['money', 'audit'] },
);
