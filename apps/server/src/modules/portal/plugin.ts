import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPortalService, type PortalService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    portal: PortalService;
  }
}

/** The customer portal's one service (`app.portal`): conversations, share links, payment links. */
export default fp(
  async function portal(app: FastifyInstance) {
    app.decorate(
      'portal',
      createPortalService({
        db: app.db,
        config: app.config,
        horoscopes: app.horoscopeAccess,
        money: app.money,
        live: app.live,
        mailer: app.mailer,
        log: app.log,
      }),
    );
  },
  { name: 'portal', dependencies: ['money'] },
);
