import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOperatorService, type OperatorService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    operators: OperatorService;
  }
}

/** `app.operators`: the operator console's actions, each audited in its own transaction. */
export default fp(
  async function operators(app: FastifyInstance) {
    app.decorate(
      'operators',
      createOperatorService({
        db: app.db,
        audit: app.audit,
        money: app.money,
        reviews: app.reviews,
        disputes: app.disputes,
        mailer: app.mailer,
        dataDir: app.config.dataDir,
        onMailFailure: (err) => app.log.warn({ err }, 'operators: review mail not sent'),
      }),
    );
  },
  { name: 'operators', dependencies: ['audit', 'money', 'reviews', 'disputes'] },
);
