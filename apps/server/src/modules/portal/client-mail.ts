import type { FastifyBaseLogger } from 'fastify';
import { portalLimits, portalTexts } from '@kusp/contracts';
import type { Db } from '../../db/database.ts';
import { fieldError, HttpError } from '../../lib/http-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { AuditService } from '../audit/service.ts';
import type { MailContent } from '../mail/layout.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { ClientMailNames } from './mail.ts';
import * as repository from './repository.ts';
import type { ConversationRow } from './repository.ts';
import type { ClientMailKind } from './tables.ts';

/** A mail to the astrologer's client, which the astrologer asked for. */
export interface ClientMailRequest {
  kind: ClientMailKind;
  /** The address the request named: it must be the client's e-mail on record (else 400). */
  to: string;
  /** The mail, given the names as the astrologer wrote them (quoted in it, see clientMail()) and
   * the astrologer's language. */
  build(names: ClientMailNames): MailContent;
  /** The 503 text when the mail server refuses it. */
  failed: string;
}

export interface ClientMail {
  /** Sets the client's e-mail on record; the audit row is written in the same transaction. */
  changeEmail(
    caller: Caller,
    horoscopeId: string,
    email: string,
    address: string,
  ): Promise<ConversationRow>;
  /** Mails the client at their e-mail on record, within the astrologer's daily cap. */
  send(caller: Caller, horoscopeId: string, mail: ClientMailRequest): Promise<void>;
}

const dayMs = 24 * 3600 * 1000;
const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The client's e-mail on record and what Kusp mails there on the astrologer's request: only to
 * that address (which only the astrologer changes, audited), at most
 * portalLimits.clientMailsPerDay in any 24 hours per astrologer (docs/customer-portal.md).
 */
export function createClientMail(deps: {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  audit: AuditService;
  /** The caller's conversation with their own external customer (made when missing), else 404. */
  conversationOf(caller: Caller, horoscopeId: string): Promise<ConversationRow>;
}): ClientMail {
  const { db } = deps;

  /** Counts one mail against the astrologer's cap (429 past it); the row's id, to give it back. */
  const reserve = (astrologerId: string, horoscopeId: string, kind: ClientMailKind) =>
    db.transaction().execute(async (trx) => {
      const recent = await repository.recentClientMails(trx, astrologerId);
      if (recent.sent >= portalLimits.clientMailsPerDay) {
        const freeAt = (recent.oldest?.getTime() ?? Date.now()) + dayMs;
        const seconds = Math.max(1, Math.ceil((freeAt - Date.now()) / 1000));
        throw new HttpError('RATE_LIMITED', portalTexts.clientMailCap, undefined, {
          'retry-after': String(seconds),
        });
      }
      return repository.insertClientMail(trx, {
        astrologer_id: astrologerId,
        horoscope_id: horoscopeId,
        kind,
      });
    });

  return {
    async changeEmail(caller, horoscopeId, email, address) {
      const conversation = await deps.conversationOf(caller, horoscopeId);
      return db.transaction().execute(async (trx) => {
        const row = await repository.lockConversation(trx, conversation.id);
        if (row.customer_email === email) return row;
        await repository.setCustomerEmail(trx, row.id, email);
        await deps.audit.record(trx, {
          actor: caller,
          action: 'external_customer.email_changed',
          recordType: 'external_customer',
          recordId: horoscopeId,
          before: { email: row.customer_email },
          after: { email },
          address,
        });
        return { ...row, customer_email: email };
      });
    },

    async send(caller, horoscopeId, mail) {
      const conversation = await deps.conversationOf(caller, horoscopeId);
      const to = conversation.customer_email;
      if (!to) throw fieldError({ email: portalTexts.clientEmailMissing });
      if (!sameAddress(mail.to, to)) throw fieldError({ email: portalTexts.clientEmailDiffers });
      const { language } = await repository.astrologerContact(db, caller.userId);
      const content = mail.build({
        astrologerName: conversation.astrologer_name,
        customerName: conversation.customer_name,
        language,
      });
      const reserved = await reserve(caller.userId, horoscopeId, mail.kind);
      try {
        await deps.mailer.send(to, content);
      } catch (err) {
        // Not sent, so not counted.
        await repository.deleteClientMail(db, reserved);
        deps.log.error({ err, kind: mail.kind }, 'client mail not sent');
        throw new HttpError('UNAVAILABLE', mail.failed);
      }
    },
  };
}
