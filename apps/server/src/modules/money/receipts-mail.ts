import type { FastifyInstance } from 'fastify';
import { formatDateTime, formatRupees, locales, type Language } from '@kusp/contracts';
import { brandedMail, escapeHtml, mailTexts, type MailContent } from '../mail/layout.ts';
import { toOrder, type Order } from './orders.ts';

/** The customer's receipt: the invoice lines of a paid order, in the recipient's language. */
export function receiptMail(
  order: Order,
  firstName: string | null,
  transactionId: string | null,
  language: Language,
) {
  const t = mailTexts(language);
  const locale = locales[language];
  const rupees = (paise: number) => formatRupees(paise, locale);
  const greeting = firstName ? t('mail:greeting', { name: firstName }) : t('mail:hello');
  const q = order.quote;
  const rows: Array<[string, string]> = [
    [t('mail:receipt.service'), t(`mail:receipt.services.${order.serviceCode}`)],
    [t('mail:receipt.orderId'), order.orderId],
    [t('mail:receipt.transactionId'), transactionId ?? '-'],
    [t('mail:receipt.paidWith'), t(`mail:receipt.processors.${order.paymentProcessor}`)],
    // Accounts keep no time zone yet: the product's default (India) is the customer's.
    [
      t('mail:receipt.paidAt'),
      order.paidAt ? formatDateTime(order.paidAt, undefined, locale) : '-',
    ],
    [t('mail:invoice.baseRate'), rupees(q.baseRate)],
    ...(q.cgst || q.sgst
      ? ([
          [t('mail:invoice.cgstRate'), rupees(q.cgst)],
          [t('mail:invoice.sgstRate'), rupees(q.sgst)],
        ] as Array<[string, string]>)
      : []),
    ...(q.intlTax
      ? ([[t('mail:invoice.intlTax'), rupees(q.intlTax)]] as Array<[string, string]>)
      : []),
    [t('mail:invoice.taxAndSurcharge'), rupees(q.taxAndSurcharge)],
    [t('mail:invoice.total'), rupees(q.totalAmount)],
  ];
  const thanks = t('mail:receipt.thanks');
  const html =
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(thanks)}</p>` +
    `<table cellpadding="6" style="border-collapse:collapse">${rows
      .map(
        ([label, value]) =>
          `<tr><td style="color:#6b6480">${escapeHtml(label)}</td><td style="text-align:right"><strong>${escapeHtml(value)}</strong></td></tr>`,
      )
      .join('')}</table>`;
  const text =
    `${greeting}\n\n${thanks}\n\n` + rows.map(([label, value]) => `${label}: ${value}`).join('\n');
  return brandedMail(
    t('mail:receipt.subject', { total: rupees(q.totalAmount) }),
    html,
    text,
    language,
  ) satisfies MailContent;
}

/**
 * Mails the receipt of every paid order that has none yet. Each order is claimed first (SKIP LOCKED,
 * so instances never mail twice); a failed send gives the claim back for the next sweep. Called after
 * each payment commits and on a timer for orders paid inside other modules' transactions.
 */
export async function sendDueReceipts(app: FastifyInstance): Promise<void> {
  const claimed = await app.db
    .updateTable('orders')
    .set({ receipt_sent_at: new Date() })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('orders')
        .select('id')
        .where('paid_at', 'is not', null)
        .where('receipt_sent_at', 'is', null)
        .where('total_amount', '>', 0)
        .orderBy('paid_at')
        .limit(20)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
  for (const row of claimed) {
    const order = toOrder(row);
    try {
      const recipient = await app.money.receiptRecipient(app.db, order);
      if (!recipient) continue; // a payer without an e-mail: nobody to send it to
      const payment = await app.db
        .selectFrom('payments')
        .select('id')
        .where('order_id', '=', order.orderId)
        .where('status', '=', 'SUCCESS')
        .executeTakeFirst();
      await app.mailer.send(
        recipient.email,
        receiptMail(order, recipient.firstName, payment?.id ?? null, recipient.language),
      );
    } catch (err) {
      app.log.error({ err, orderId: order.orderId }, 'receipt not sent; retrying later');
      await app.db
        .updateTable('orders')
        .set({ receipt_sent_at: null })
        .where('id', '=', order.orderId)
        .execute();
    }
  }
}
