import type { FastifyInstance } from 'fastify';
import { formatDateTime, formatRupees, serviceLabels } from '@kusp/contracts';
import { brandedMail, escapeHtml, type MailContent } from '../mail/layout.ts';
import { toOrder, type Order } from './orders.ts';

const processorLabels = { WALLET: 'Kusp credits', SANDBOX: 'Card (sandbox)', CCAVENUE: 'CCAvenue' };

/** The customer's receipt: the invoice lines of a paid order. */
export function receiptMail(order: Order, firstName: string | null, transactionId: string | null) {
  const greeting = firstName ? `Dear ${firstName},` : 'Hello,';
  const q = order.quote;
  const rows: Array<[string, string]> = [
    ['Service', serviceLabels[order.serviceCode]],
    ['Order Id', order.orderId],
    ['Transaction Id', transactionId ?? '-'],
    ['Paid with', processorLabels[order.paymentProcessor]],
    // Accounts keep no time zone yet: the product's default (India) is the customer's.
    ['Paid at', order.paidAt ? formatDateTime(order.paidAt) : '-'],
    ['Base rate', formatRupees(q.baseRate)],
    ...(q.cgst || q.sgst
      ? ([
          ['CGST (9%)', formatRupees(q.cgst)],
          ['SGST (9%)', formatRupees(q.sgst)],
        ] as Array<[string, string]>)
      : []),
    ...(q.intlTax
      ? ([['International tax', formatRupees(q.intlTax)]] as Array<[string, string]>)
      : []),
    ['Tax and surcharge', formatRupees(q.taxAndSurcharge)],
    ['Total', formatRupees(q.totalAmount)],
  ];
  const html =
    `<p>${escapeHtml(greeting)}</p><p>Thank you for your payment. Your receipt:</p>` +
    `<table cellpadding="6" style="border-collapse:collapse">${rows
      .map(
        ([label, value]) =>
          `<tr><td style="color:#6b6480">${escapeHtml(label)}</td><td style="text-align:right"><strong>${escapeHtml(value)}</strong></td></tr>`,
      )
      .join('')}</table>`;
  const text =
    `${greeting}\n\nThank you for your payment. Your receipt:\n\n` +
    rows.map(([label, value]) => `${label}: ${value}`).join('\n');
  return brandedMail(
    `Your Kusp receipt: ${formatRupees(q.totalAmount)}`,
    html,
    text,
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
        receiptMail(order, recipient.firstName, payment?.id ?? null),
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
