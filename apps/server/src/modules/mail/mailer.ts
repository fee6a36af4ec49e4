import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { MailContent } from './layout.ts';

export interface Mailer {
  send(to: string, content: MailContent): Promise<void>;
}

/** SMTP through SMTP_URL when set; otherwise the outbox table (and the log) keeps every mail. */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
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
      await opts.db
        .insertInto('mail_outbox')
        .values({
          to_address: to,
          subject: content.subject,
          html: content.html,
          text: content.text,
        })
        .execute();
      opts.log.info(
        { to, subject: content.subject },
        'mail kept in the outbox (SMTP_URL is not set)',
      );
    },
  };
}
