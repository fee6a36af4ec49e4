import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.ts';
import { escapeHtml } from './layout.ts';

const outboxItem = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});

const isLoopback = (ip: string) =>
  ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');

/**
 * A person at this machine: a loopback client address as Fastify sees it (TRUST_PROXY applied),
 * and no forwarding header, since a request relayed by a proxy came from elsewhere even when the
 * proxy itself runs here.
 */
export const fromThisMachine = (request: FastifyRequest) =>
  isLoopback(request.ip) && !request.headers['x-forwarded-for'] && !request.headers.forwarded;

/**
 * Development only: read the mails that SMTP_URL would have sent. The mails hold sign-up and
 * password-reset codes, so the pages answer 404 in production and to anyone not at this machine.
 */
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    if (app.config.production || !fromThisMachine(request)) throw notFound();
  });

  const latest = (to?: string) =>
    app.db
      .selectFrom('mail_outbox')
      .select(['id', 'to_address', 'subject', 'text', 'created_at'])
      .$if(Boolean(to), (q) =>
        q.where((eb) => eb(eb.fn('lower', ['to_address']), '=', to!.toLowerCase())),
      )
      .orderBy('id', 'desc')
      .limit(50)
      .execute();

  app.get(
    '/dev/outbox.json',
    {
      schema: {
        hide: true,
        querystring: z.object({ to: z.string().optional() }),
        response: { 200: z.array(outboxItem) },
      },
    },
    async (request) =>
      (await latest(request.query.to)).map((m) => ({
        id: String(m.id),
        to: m.to_address,
        subject: m.subject,
        text: m.text,
        createdAt: m.created_at.toISOString(),
      })),
  );

  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const rows = (await latest())
      .map(
        (m) =>
          `<tr><td>${m.created_at.toISOString()}</td><td>${escapeHtml(m.to_address)}</td><td><a href="/dev/outbox/${m.id}">${escapeHtml(m.subject)}</a></td></tr>`,
      )
      .join('');
    return reply
      .type('text/html')
      .send(
        `<!doctype html><title>Kusp outbox</title><h1>Outbox</h1><p>Mail kept because SMTP_URL is not set.</p><table border="1" cellpadding="6"><tr><th>When</th><th>To</th><th>Subject</th></tr>${rows}</table>`,
      );
  });

  app.get(
    '/dev/outbox/:id',
    { schema: { hide: true, params: z.object({ id: z.coerce.number().int().positive() }) } },
    async (request, reply) => {
      const mail = await app.db
        .selectFrom('mail_outbox')
        .select('html')
        .where('id', '=', String(request.params.id))
        .executeTakeFirst();
      if (!mail) throw notFound();
      return reply.type('text/html').send(mail.html);
    },
  );
};

export default outboxRoutes;
