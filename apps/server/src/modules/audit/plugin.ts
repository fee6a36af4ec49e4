import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAuditService, type AuditService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditService;
  }
}

/** `app.audit`: the append-only record of who did what to which record (docs/security.md). */
export default fp(
  async function audit(app: FastifyInstance) {
    app.decorate('audit', createAuditService());
  },
  { name: 'audit' },
);
