import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { answeredMail, arrivedMail, refundedMail } from './mail.ts';
import * as repo from './repository.ts';
import type { NoticeKind } from './tables.ts';

export interface NoticeDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

const mails: Record<NoticeKind, { to: 'astrologer' | 'customer'; build: typeof arrivedMail }> = {
  ARRIVED: { to: 'astrologer', build: arrivedMail },
  ANSWERED: { to: 'customer', build: answeredMail },
  REFUNDED: { to: 'customer', build: refundedMail },
};

/**
 * Sends the mails the questions' steps queued (with the step's own transaction, so a payment, an
 * answer or a refund that rolled back owes none). Each is claimed before sending and given back
 * when sending fails, for the next run. Returns how many went out.
 */
export async function sendNotices({ db, mailer, publicUrl, log }: NoticeDeps): Promise<number> {
  let sent = 0;
  for (const notice of await repo.unsentNotices(db, 100)) {
    if (!(await repo.claimNotice(db, notice.id))) continue;
    try {
      const question = await repo.findQuestion(db, notice.question_id);
      if (!question) continue;
      const mail = mails[notice.kind];
      const to = await repo.emailOf(
        db,
        mail.to === 'astrologer' ? question.astrologer_id : question.customer_id,
      );
      if (!to) continue;
      await mailer.send(to.email, mail.build(question, publicUrl, to.language));
      sent += 1;
    } catch (error) {
      await repo.releaseNotice(db, notice.id);
      log.error({ err: error, notice: notice.id }, 'question mail not sent; retrying later');
    }
  }
  return sent;
}
