import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  formatRupees,
  href,
  portalTexts,
  type ChatMessage,
  type CurrentShareLink,
  type ExternalHoroscope,
  type LiveEvent,
  type PaymentLink,
  type PaymentLinkSummary,
  type PortalConversation,
  type ShareLink,
} from '@kusp/contracts';
import type { z } from 'zod';
import type { paymentLinkRequestSchema } from '@kusp/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { AuditService } from '../audit/service.ts';
import type { HoroscopeAccess } from '../horoscopes/access.ts';
import type { Live } from '../live/plugin.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { MoneyService, Order, Trx } from '../money/service.ts';
import { createClientMail, type ClientMailRequest } from './client-mail.ts';
import { paymentLinkMail, paymentReceivedMail } from './mail.ts';
import * as repository from './repository.ts';
import type { ConversationRow, Executor, MessageRow, PaymentLinkRow } from './repository.ts';
import { hashToken, type ShareLinkSeal } from './share-link-tokens.ts';
import { createShareLinks } from './share-links.ts';

type PaymentLinkRequest = z.infer<typeof paymentLinkRequestSchema>;

/** The money the portal needs: quote, order, card checkout, earning and receipts. */
type PortalMoney = Pick<
  MoneyService,
  | 'quoteService'
  | 'createOrder'
  | 'openCheckout'
  | 'recordEarning'
  | 'onOrderPaid'
  | 'onOrderPayable'
  | 'onReceiptRecipient'
  | 'onPayerName'
>;

export interface PortalService {
  /** The astrologer's conversation with their external customer, or null when none yet. */
  conversation(caller: Caller, horoscopeId: string): Promise<PortalConversation | null>;
  /** The conversation, created when missing (a double click makes one). */
  openConversation(caller: Caller, horoscopeId: string): Promise<PortalConversation>;
  messages(
    caller: Caller,
    query: { horoscopeId: string; pageNumber: number; pageSize: number },
  ): Promise<ChatMessage[]>;
  sendAsAstrologer(caller: Caller, conversationId: string, content: string): Promise<ChatMessage>;

  /** The client's live share link, or null; its url is null when it cannot be shown again. */
  currentShareLink(caller: Caller, horoscopeId: string): Promise<CurrentShareLink | null>;
  /**
   * The client's current share link, made when there is none (409 when it cannot be shown again);
   * with `email`, which must be the client's e-mail on record, it is mailed there too.
   */
  shareLink(caller: Caller, horoscopeId: string, email?: string): Promise<ShareLink>;
  /** A new share link in place of the current one, which stops working at once. */
  replaceShareLink(caller: Caller, horoscopeId: string): Promise<ShareLink>;
  /** Ends the client's share link: its token then answers as an unknown one does. */
  revokeShareLink(caller: Caller, horoscopeId: string): Promise<void>;
  /** Sets the client's e-mail on record (the caller's own act, audited with their `address`). */
  changeClientEmail(
    caller: Caller,
    horoscopeId: string,
    email: string,
    address: string,
  ): Promise<PortalConversation>;
  /**
   * Mails the astrologer's client at their e-mail on record only, within the astrologer's daily
   * cap (429 past it); for every mail an astrologer can have Kusp send a client.
   */
  mailClient(caller: Caller, horoscopeId: string, mail: ClientMailRequest): Promise<void>;

  /** The external page's data; the same 404 for any token that does not open this horoscope. */
  externalHoroscope(horoscopeId: string, token: string): Promise<ExternalHoroscope>;
  externalMessages(
    horoscopeId: string,
    token: string,
    page: { pageNumber: number; pageSize: number },
  ): Promise<ChatMessage[]>;
  sendAsCustomer(horoscopeId: string, token: string, content: string): Promise<ChatMessage>;

  /**
   * Send Link: a payment link for the client, posted in the portal chat in the same transaction
   * (so a replayed request posts nothing twice).
   */
  createPaymentLink(trx: Trx, caller: Caller, body: PaymentLinkRequest): Promise<PaymentLink>;
  /** E-mails a payable link to the client's e-mail on record (`email` must be it), as mailClient does. */
  mailPaymentLink(caller: Caller, linkId: string, email: string): Promise<void>;
  /** What the payer's page shows: who is paid, the payer's lines and where the link stands (404: unknown). */
  paymentLinkSummary(linkId: string): Promise<PaymentLinkSummary>;
  paymentLinks(caller: Caller, horoscopeId: string): Promise<PaymentLink[]>;
  /** The astrologer revokes a payment link that is not paid: it can no longer be paid (paid: 409). */
  revokePaymentLink(caller: Caller, linkId: string): Promise<PaymentLink>;
  /**
   * The provider's checkout page of a payable link, its token ending with the link (paid, revoked
   * or card payments off: 409; unknown or expired: 404).
   */
  checkout(trx: Trx, linkId: string): Promise<string>;
}

/** The client's side of a conversation in senderId/recipientId: no account, so named by the horoscope. */
export const customerParty = (horoscopeId: string) => `customer:${horoscopeId}`;

const dayMs = 24 * 3600 * 1000;

function toConversation(row: ConversationRow): PortalConversation {
  return {
    id: row.id,
    astrologerId: row.astrologer_id,
    astrologerName: row.astrologer_name,
    horoscopeId: row.horoscope_id,
    customerName: row.customer_name,
    customerPhone: row.customer_phone,
    customerEmail: row.customer_email,
    createdAt: row.created_at.toISOString(),
  };
}

function toMessage(conversation: ConversationRow, row: MessageRow): ChatMessage {
  const astrologer = { id: conversation.astrologer_id, name: conversation.astrologer_name };
  const customer = {
    id: customerParty(conversation.horoscope_id),
    name: conversation.customer_name,
  };
  const [sender, recipient] = row.from_customer ? [customer, astrologer] : [astrologer, customer];
  return {
    id: row.id,
    content: row.content,
    conversationId: conversation.id,
    conversationSessionId: conversation.id,
    senderId: sender.id,
    senderName: sender.name,
    recipientId: recipient.id,
    recipientName: recipient.name,
    createdAt: row.created_at.toISOString(),
    isMedia: row.is_media,
    status: 'DELIVERED',
    clientMessageId: null,
  };
}

/**
 * Where a payment link stands: the one rule of whether it can still be paid (CREATED only) that
 * every way to pay it asks.
 */
export function linkStatus(row: PaymentLinkRow, now = Date.now()): PaymentLink['status'] {
  if (row.status === 'PAID') return 'PAID';
  if (row.revoked_at) return 'REVOKED';
  return row.expires_at.getTime() <= now ? 'EXPIRED' : 'CREATED';
}

/** Whether the link may be paid now: the one rule for opening its checkout and for a payment arriving. */
function isPayable(row: PaymentLinkRow): boolean {
  return linkStatus(row) === 'CREATED';
}

export function createPortalService(deps: {
  db: Db;
  config: Pick<Config, 'portalLinkDays' | 'paymentLinkDays' | 'publicUrl'>;
  horoscopes: HoroscopeAccess;
  money: PortalMoney;
  live: Pick<Live, 'publish'>;
  mailer: Mailer;
  log: FastifyBaseLogger;
  audit: AuditService;
  seal: ShareLinkSeal;
}): PortalService {
  const { db } = deps;

  async function ownedConversation(db: Executor, caller: Caller, horoscopeId: string) {
    const row = await repository.findConversation(db, horoscopeId);
    if (!row || row.astrologer_id !== caller.userId) return null;
    return row;
  }

  /** Every way to an astrologer's conversation: their own external customer only. */
  async function requireCustomer(caller: Caller, horoscopeId: string) {
    const profile = await deps.horoscopes.externalCustomer(db, caller.userId, horoscopeId);
    if (!profile) throw notFound();
    return profile;
  }

  async function ensure(horoscopeId: string, astrologerId: string) {
    const profile = await deps.horoscopes.externalCustomer(db, astrologerId, horoscopeId);
    if (!profile) throw notFound();
    const astrologer = await repository.astrologerContact(db, astrologerId);
    return repository.ensureConversation(db, {
      horoscope_id: horoscopeId,
      astrologer_id: astrologerId,
      astrologer_name: `${astrologer.first_name} ${astrologer.last_name}`.trim(),
      customer_name: profile.name,
      customer_phone: `${profile.countryCode ?? ''}${profile.phone ?? ''}`,
    });
  }

  /** The horoscope's conversation when `token` is its live share link; else the one 404. */
  async function byToken(horoscopeId: string, token: string) {
    if (!isUuid(horoscopeId) || !token || token.length > 200) throw notFound();
    if (!(await repository.shareLinkOpens(db, horoscopeId, hashToken(token)))) throw notFound();
    const owner = await db
      .selectFrom('horoscope_profiles')
      .select('user_id')
      .where('id', '=', horoscopeId)
      .executeTakeFirstOrThrow();
    return ensure(horoscopeId, owner.user_id);
  }

  const clientMail = createClientMail({
    ...deps,
    conversationOf: (caller, horoscopeId) => ensure(horoscopeId, caller.userId),
  });

  function publish(
    userId: string,
    type: LiveEvent['type'],
    data: { id: string },
    sender: { id: string; name: string },
  ) {
    void deps.live.publish(userId, {
      type,
      data,
      id: data.id,
      senderId: sender.id,
      senderName: sender.name,
    });
  }

  const toLink = (row: PaymentLinkRow, invoice: PaymentLink['invoice']): PaymentLink => ({
    id: row.id,
    url: `${href('externalPay')}?id=${row.id}`,
    invoice,
    status: linkStatus(row),
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
  });

  async function linkView(db: Executor, row: PaymentLinkRow): Promise<PaymentLink> {
    const order = await db
      .selectFrom('orders')
      .select([
        'base_rate',
        'cgst',
        'sgst',
        'intl_tax',
        'commission',
        'tax_and_surcharge',
        'total_amount',
      ])
      .where('id', '=', row.order_id)
      .executeTakeFirstOrThrow();
    return toLink(row, {
      baseRate: Number(order.base_rate),
      cgst: Number(order.cgst),
      sgst: Number(order.sgst),
      intlTax: Number(order.intl_tax),
      commission: Number(order.commission),
      taxAndSurcharge: Number(order.tax_and_surcharge),
      totalAmount: Number(order.total_amount),
      currency: 'INR',
    });
  }

  /** The link's page as a full address (for the chat and the mail, read outside this site). */
  const payAddress = (link: PaymentLink) => new URL(link.url, deps.config.publicUrl).toString();

  /** The chat message Send Link posts: the total, what it is made of, and the link. */
  function linkMessage(link: PaymentLink) {
    const { baseRate, intlTax, totalAmount } = link.invoice;
    const tax = intlTax ? 'international tax' : 'GST';
    return `Payment link for ${formatRupees(totalAmount)} (${formatRupees(baseRate)} + ${formatRupees(totalAmount - baseRate)} ${tax}). Pay here: ${payAddress(link)}`;
  }

  /** A link of the caller's own conversation (with that conversation), else the one 404. */
  async function ownLink(db: Executor, caller: Caller, linkId: string) {
    const link = isUuid(linkId) ? await repository.findPaymentLink(db, linkId) : undefined;
    const conversation = link && (await repository.findConversationById(db, link.conversation_id));
    if (!link || conversation?.astrologer_id !== caller.userId) throw notFound();
    return { link, conversation };
  }

  /**
   * A paid link: the astrologer earns (base − commission) in the paying transaction; the live event
   * and the mail go once that transaction has handed the connection back.
   */
  async function onLinkPaid(trx: Trx, order: Order) {
    await deps.money.recordEarning(trx, order.orderId);
    const link = await repository.findPaymentLinkByOrder(trx, order.orderId);
    if (!link) return;
    const conversation = (await repository.findConversationById(trx, link.conversation_id))!;
    const astrologer = await repository.astrologerContact(trx, conversation.astrologer_id);
    const view = toLink({ ...link, status: 'PAID', paid_at: order.paidAt }, order.quote);
    setImmediate(() => {
      publish(conversation.astrologer_id, 'PORTAL_PAYMENT', view, {
        id: customerParty(conversation.horoscope_id),
        name: conversation.customer_name,
      });
      const mail = paymentReceivedMail(
        astrologer.first_name,
        conversation.customer_name,
        order.quote.totalAmount,
        order.quote.baseRate - order.quote.commission,
        astrologer.language,
      );
      deps.mailer
        .send(astrologer.email, mail)
        .catch((err: unknown) => deps.log.error({ err }, 'payment link mail not sent'));
    });
  }
  deps.money.onOrderPaid('ASTRO_PORTAL_CHAT', onLinkPaid);
  // A checkout opened before the link expired (or was revoked) must not pay it afterwards.
  deps.money.onOrderPayable('ASTRO_PORTAL_CHAT', async (db, order) => {
    const link = await repository.findPaymentLinkByOrder(db, order.orderId);
    return link !== undefined && isPayable(link);
  });
  deps.money.onPayerName('ASTRO_PORTAL_CHAT', (db, orderIds) =>
    repository.clientNamesOfOrders(db, orderIds),
  );
  deps.money.onReceiptRecipient('ASTRO_PORTAL_CHAT', async (db, order) => {
    const link = await repository.findPaymentLinkByOrder(db, order.orderId);
    const conversation = link && (await repository.findConversationById(db, link.conversation_id));
    if (!conversation?.customer_email) return null;
    // No greeting by name: the client's name is the astrologer's words, not ours to open with.
    // Written in the astrologer's language, as every mail to their client (docs/i18n.md).
    const { language } = await repository.astrologerContact(db, conversation.astrologer_id);
    return { email: conversation.customer_email, firstName: null, language };
  });

  return {
    ...createShareLinks({
      ...deps,
      ownCustomer: requireCustomer,
      mailClient: clientMail.send,
    }),
    async changeClientEmail(caller, horoscopeId, email, address) {
      return toConversation(await clientMail.changeEmail(caller, horoscopeId, email, address));
    },
    mailClient: clientMail.send,

    async conversation(caller, horoscopeId) {
      await requireCustomer(caller, horoscopeId);
      const row = await ownedConversation(db, caller, horoscopeId);
      return row ? toConversation(row) : null;
    },

    async openConversation(caller, horoscopeId) {
      return toConversation(await ensure(horoscopeId, caller.userId));
    },

    async messages(caller, query) {
      await requireCustomer(caller, query.horoscopeId);
      const conversation = await ownedConversation(db, caller, query.horoscopeId);
      if (!conversation) return [];
      const rows = await repository.pageMessages(db, conversation.id, query);
      return rows.map((row) => toMessage(conversation, row));
    },

    async sendAsAstrologer(caller, conversationId, content) {
      const conversation = await repository.findConversationById(db, conversationId);
      if (!conversation || conversation.astrologer_id !== caller.userId) throw notFound();
      const row = await repository.insertMessage(db, {
        conversation_id: conversationId,
        from_customer: false,
        content,
      });
      const message = toMessage(conversation, row);
      // The astrologer's other tabs; the client's page asks for new messages itself.
      publish(caller.userId, 'PORTAL_MESSAGE', message, {
        id: caller.userId,
        name: message.senderName,
      });
      return message;
    },

    async externalHoroscope(horoscopeId, token) {
      const conversation = await byToken(horoscopeId, token);
      const horoscope = await deps.horoscopes.externalHoroscope(db, horoscopeId);
      if (!horoscope) throw notFound();
      const {
        phone: _phone,
        countryCode: _code,
        userId: _owner,
        comments: _notes,
        ...profile
      } = horoscope.profile;
      return {
        profile,
        chart: horoscope.chart,
        conversation: { id: conversation.id, astrologerName: conversation.astrologer_name },
      };
    },

    async externalMessages(horoscopeId, token, page) {
      const conversation = await byToken(horoscopeId, token);
      const rows = await repository.pageMessages(db, conversation.id, page);
      return rows.map((row) => toMessage(conversation, row));
    },

    async sendAsCustomer(horoscopeId, token, content) {
      const conversation = await byToken(horoscopeId, token);
      const row = await repository.insertMessage(db, {
        conversation_id: conversation.id,
        from_customer: true,
        content,
      });
      const message = toMessage(conversation, row);
      publish(conversation.astrologer_id, 'PORTAL_MESSAGE', message, {
        id: message.senderId,
        name: message.senderName,
      });
      return message;
    },

    async createPaymentLink(trx, caller, body) {
      if (body.astrologerId !== caller.userId || body.userId !== caller.userId) throw notFound();
      const conversation = await repository.findConversationById(trx, body.orderId);
      if (!conversation || conversation.astrologer_id !== caller.userId) throw notFound();
      const quote = deps.money.quoteService(body.amount * 100, body.countryCode);
      const id = randomUUID();
      const order = await deps.money.createOrder(trx, {
        serviceCode: 'ASTRO_PORTAL_CHAT',
        customerId: null,
        astrologerId: caller.userId,
        reference: conversation.id,
        countryCode: body.countryCode,
        quote,
        paymentProcessor: body.paymentProcessor,
        redirectTo: `${href('externalPaid')}?id=${id}`,
      });
      const expiresAt = new Date(Date.now() + deps.config.paymentLinkDays * dayMs);
      await repository.insertPaymentLink(trx, {
        id,
        conversation_id: conversation.id,
        order_id: order.orderId,
        expires_at: expiresAt,
      });
      const link = await linkView(trx, (await repository.findPaymentLink(trx, id))!);
      const row = await repository.insertMessage(trx, {
        conversation_id: conversation.id,
        from_customer: false,
        content: linkMessage(link),
      });
      const message = toMessage(conversation, row);
      // Once the transaction has handed the connection back: the astrologer's other tabs.
      setImmediate(() =>
        publish(caller.userId, 'PORTAL_MESSAGE', message, {
          id: caller.userId,
          name: message.senderName,
        }),
      );
      return link;
    },

    async mailPaymentLink(caller, linkId, email) {
      const { link: row, conversation } = await ownLink(db, caller, linkId);
      const link = await linkView(db, row);
      if (link.status === 'PAID') throw new HttpError('ALREADY_PAID', portalTexts.paymentLinkPaid);
      if (link.status === 'REVOKED')
        throw new HttpError('PAYMENT_LINK_REVOKED', portalTexts.paymentLinkRevoked);
      if (link.status === 'EXPIRED')
        throw new HttpError('ORDER_NOT_PAYABLE', portalTexts.paymentLinkExpired);
      await clientMail.send(caller, conversation.horoscope_id, {
        kind: 'PAYMENT_LINK',
        to: email,
        failed: portalTexts.paymentLinkMailFailed,
        build: (names) =>
          paymentLinkMail(names, link.invoice, payAddress(link), new Date(link.expiresAt)),
      });
    },

    async paymentLinkSummary(linkId) {
      const row = isUuid(linkId) ? await repository.findPaymentLink(db, linkId) : undefined;
      const conversation = row && (await repository.findConversationById(db, row.conversation_id));
      if (!row || !conversation) throw notFound();
      const link = await linkView(db, row);
      const { commission: _commission, taxAndSurcharge: _sum, ...invoice } = link.invoice;
      return {
        id: link.id,
        astrologerName: conversation.astrologer_name,
        invoice,
        status: link.status,
        expiresAt: link.expiresAt,
        paidAt: link.paidAt,
      };
    },

    async paymentLinks(caller, horoscopeId) {
      await requireCustomer(caller, horoscopeId);
      const conversation = await ownedConversation(db, caller, horoscopeId);
      if (!conversation) return [];
      const rows = await repository.listPaymentLinks(db, conversation.id);
      return Promise.all(rows.map((row) => linkView(db, row)));
    },

    async revokePaymentLink(caller, linkId) {
      return db.transaction().execute(async (trx) => {
        const { link: found } = await ownLink(trx, caller, linkId);
        await repository.lockLinkOrder(trx, found.order_id);
        // Read again under the order's lock: a payment that got there first has committed.
        const link = (await repository.findPaymentLink(trx, linkId))!;
        if (linkStatus(link) === 'PAID')
          throw new HttpError('ALREADY_PAID', portalTexts.paymentLinkPaid);
        await repository.revokePaymentLink(trx, linkId);
        return linkView(trx, (await repository.findPaymentLink(trx, linkId))!);
      });
    },

    async checkout(trx, linkId) {
      const link = await repository.findPaymentLink(trx, linkId);
      if (!link) throw notFound();
      const status = linkStatus(link);
      if (status === 'PAID') throw new HttpError('ALREADY_PAID', portalTexts.paymentLinkPaid);
      if (status === 'REVOKED')
        throw new HttpError('PAYMENT_LINK_REVOKED', portalTexts.paymentLinkRevoked);
      if (status === 'EXPIRED') throw notFound();
      return deps.money.openCheckout(trx, link.order_id, link.expires_at);
    },
  };
}
