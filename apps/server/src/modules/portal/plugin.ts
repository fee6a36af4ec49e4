import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadTokenSecret } from '../accounts/tokens.ts';
import { createPortalService, type PortalService } from './service.ts';
import { createShareLinkSeal } from './share-link-tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    portal: PortalService;
  }
}

/** The customer portal's one service (`app.portal`): conversations, share links, payment links. */
export default fp(
  async function portal(app: FastifyInstance) {
    const { config } = app;
    app.decorate(
      'portal',
      createPortalService({
        db: app.db,
        config,
        horoscopes: app.horoscopeAccess,
        money: app.money,
        live: app.live,
        mailer: app.mailer,
        log: app.log,
        audit: app.audit,
        seal: createShareLinkSeal(
          loadTokenSecret(config.jwtSecret, config.dataDir),
          config.jwtSecretPrevious ? new TextEncoder().encode(config.jwtSecretPrevious) : undefined,
        ),
      }),
    );
  },
  { name: 'portal', dependencies: ['money', 'audit'] },
);
