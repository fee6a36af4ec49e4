import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { MailContent } from './layout.ts';

export interface Mailer {
  send(to: string, content: MailContent): Promise<void>;
}

/** What production's outbox keeps of a mail's body: nothing, and why. */
export const bodyNotKept =
  'Not sent: mail is not configured (SMTP_URL is not set). The body is not kept in production: it may hold a one-time code or a link.';

/**
 * SMTP through SMTP_URL when set; otherwise the outbox table (and the log) keeps every mail. Outside
 * production the outbox keeps the whole mail for /dev/outbox. In production it keeps only the
 * address, the subject and when: sign-up and reset codes, share-link and payment links never lie
 * in a table in plain text, and nobody could read them there anyway (/dev/outbox is off).
 */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
  production: boolean;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(to, content) {
        await transport.sendMail({ from: opts.from, to, ...content });
      },
    };
  }
  return {
    async send(to, content) {
      const body = opts.production
        ? { html: `<p>${bodyNotKept}</p>`, text: bodyNotKept }
        : { html: content.html, text: content.text };
      await opts.db
        .insertInto('mail_outbox')
        .values({ to_address: to, subject: content.subject, ...body })
        .execute();
      if (opts.production)
        opts.log.warn({ to, subject: content.subject }, 'mail not sent: SMTP_URL is not set');
      else
        opts.log.info(
          { to, subject: content.subject },
          'mail kept in the outbox (SMTP_URL is not set)',
        );
    },
  };
}
