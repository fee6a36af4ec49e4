import formbody from '@fastify/formbody';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BRAND, formatRupees } from '@kusp/contracts';
import { notFound } from '../../lib/http-error.ts';
import { escapeHtml } from '../mail/layout.ts';
import { checkoutMinutes, findCheckout } from './payments.ts';

const paymentParams = z.object({ paymentId: z.uuid() });
/** The one-time token the payment's checkout address carries (POST /api/v3/payment gives it). */
const checkoutQuery = z.object({ token: z.string().max(100).default('') });

/** A small stand-alone page (outside the SPA): no script, so the site's CSP holds as it is. */
export function paymentPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;font-family:Arial,Helvetica,sans-serif;background:#f4f1fb;color:#1f1b2e">
<main style="max-width:420px;margin:48px auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 2px 12px rgba(43,29,92,.12)">
<h1 style="margin-top:0;font-size:22px;color:#2b1d5c">${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/**
 * A checkout address past its time (30 minutes, or its payment link's end): 410 with a page saying
 * so; nothing is sent on to the provider, and the sandbox takes no decision.
 */
function expiredPage(reply: FastifyReply) {
  return reply
    .code(410)
    .header('cache-control', 'no-store')
    .type('text/html')
    .send(
      paymentPage(
        'This payment page has expired',
        `<p>A payment page works for ${checkoutMinutes} minutes, and a payment link's page no longer than the link. Nothing was charged.</p>
<p>Go back to the page you came from and start the payment again.</p>`,
      ),
    );
}

/**
 * The built-in sandbox gateway's hosted page, served like an outside provider's: it shows the
 * merchant, order and amount from the gateway's own book and offers Pay and Cancel. The decision is
 * final; the browser goes back to our callback with the signed result.
 */
const paymentPages: FastifyPluginAsyncZod = async (app) => {
  await app.register(formbody);
  const config = { rateLimit: { max: 60, timeWindow: '1 minute' } };
  const find = async (paymentId: string, token: string) => {
    const payment = await findCheckout(app.db, paymentId, token);
    const row =
      payment &&
      (await app.db
        .selectFrom('sandbox_payments')
        .selectAll()
        .where('payment_id', '=', paymentId)
        .executeTakeFirst());
    if (!row || !app.paymentProviders.sandbox) throw notFound();
    return { row, sandbox: app.paymentProviders.sandbox, expired: payment.expired };
  };
  const backToShop = (
    sandbox: NonNullable<typeof app.paymentProviders.sandbox>,
    row: Awaited<ReturnType<typeof find>>['row'],
  ) =>
    `/api/v1/payment/callback/sandbox?${sandbox.signedQuery({
      paymentId: row.payment_id,
      orderId: row.order_id,
      status: row.status === 'PAID' ? 'SUCCESS' : 'CANCELLED',
      amount: Number(row.amount),
      currency: row.currency,
    })}`;

  app.get(
    '/pay/sandbox/:paymentId',
    { config, schema: { hide: true, params: paymentParams, querystring: checkoutQuery } },
    async (request, reply) => {
      const { row, sandbox, expired } = await find(request.params.paymentId, request.query.token);
      if (expired) return expiredPage(reply);
      if (row.status !== 'OPEN') return reply.redirect(backToShop(sandbox, row), 303);
      const fields = [
        ['Merchant', BRAND],
        ['Order', row.order_id],
        ['For', row.description],
        ['Amount', formatRupees(Number(row.amount))],
      ]
        .map(
          ([label, value]) =>
            `<tr><td style="color:#6b6480;padding:6px 12px 6px 0">${label}</td><td style="padding:6px 0"><strong>${escapeHtml(value!)}</strong></td></tr>`,
        )
        .join('');
      const button = (value: string, label: string, colours: string) =>
        `<button type="submit" name="action" value="${value}" style="flex:1;padding:12px;border:0;border-radius:8px;font-size:16px;cursor:pointer;${colours}">${label}</button>`;
      return reply
        .header('cache-control', 'no-store')
        .type('text/html')
        .send(
          paymentPage(
            'Kusp sandbox payment',
            `<p style="color:#6b6480">The built-in test gateway: no card is charged.</p>
<table>${fields}</table>
<form method="post" style="display:flex;gap:12px;margin-top:24px">${button('pay', 'Pay', 'background:#2b1d5c;color:#fff')}${button('cancel', 'Cancel', 'background:#e9e5f5;color:#2b1d5c')}</form>`,
          ),
        );
    },
  );

  app.post(
    '/pay/sandbox/:paymentId',
    {
      config,
      schema: {
        hide: true,
        params: paymentParams,
        querystring: checkoutQuery,
        body: z.object({ action: z.enum(['pay', 'cancel']) }),
      },
    },
    async (request, reply) => {
      const { paymentId } = request.params;
      const { token } = request.query;
      if ((await find(paymentId, token)).expired) return expiredPage(reply);
      await app.db
        .updateTable('sandbox_payments')
        .set({
          status: request.body.action === 'pay' ? 'PAID' : 'CANCELLED',
          decided_at: new Date(),
        })
        .where('payment_id', '=', paymentId)
        .where('status', '=', 'OPEN')
        .execute();
      const { row, sandbox } = await find(paymentId, token);
      return reply.redirect(backToShop(sandbox, row), 303);
    },
  );
};

/**
 * The CCAvenue checkout: a form posting our encRequest to CCAvenue, sent on by a same-origin script
 * (the site's CSP allows 'self' scripts only) with a button for browsers without scripts. The form
 * target is added to this page's form-action.
 */
const ccavenueCheckout: FastifyPluginAsyncZod = async (app) => {
  const config = { rateLimit: { max: 60, timeWindow: '1 minute' } };
  app.get('/pay/auto-submit.js', { config, schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript')
      .header('cache-control', 'public, max-age=3600')
      .send('document.forms[0].submit();\n'),
  );

  app.get(
    '/pay/ccavenue/:paymentId',
    { config, schema: { hide: true, params: paymentParams, querystring: checkoutQuery } },
    async (request, reply) => {
      const ccavenue = app.paymentProviders.ccavenue;
      const payment = await findCheckout(app.db, request.params.paymentId, request.query.token);
      if (!ccavenue || payment?.processor !== 'CCAVENUE') throw notFound();
      if (payment.expired) return expiredPage(reply);
      if (payment.status !== 'PENDING') {
        const query = new URLSearchParams({
          success: String(payment.status === 'SUCCESS'),
          transactionId: payment.id,
        });
        return reply.redirect(`/user/payment-status?${query.toString()}`, 303);
      }
      const { action, fields } = ccavenue.checkoutForm({
        paymentId: payment.id,
        orderId: payment.order_id,
        amount: Number(payment.amount),
        currency: payment.currency,
      });
      const policy = String(reply.getHeader('content-security-policy') ?? '');
      const target = new URL(action).origin;
      const hidden = Object.entries(fields)
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
        .join('');
      return reply
        .header(
          'content-security-policy',
          policy.replace("form-action 'self'", `form-action 'self' ${target}`),
        )
        .header('cache-control', 'no-store')
        .type('text/html')
        .send(
          paymentPage(
            'Continue to CCAvenue',
            `<p>Amount: <strong>${escapeHtml(formatRupees(Number(payment.amount)))}</strong></p>
<form method="post" action="${escapeHtml(action)}">${hidden}<button type="submit" style="padding:12px 20px;border:0;border-radius:8px;background:#2b1d5c;color:#fff;font-size:16px">Continue to CCAvenue</button></form>
<script src="/pay/auto-submit.js"></script>`,
          ),
        );
    },
  );
};

const pages: FastifyPluginAsyncZod = async (app) => {
  await app.register(paymentPages);
  await app.register(ccavenueCheckout);
};

export default pages;
