import { BRAND, formatRupees, type Quote } from '@kusp/contracts';
import { brandedMail, clientMail, escapeHtml, type MailContent } from '../mail/layout.ts';

/** Who a client mail is from and for, as the astrologer named them (quoted, never ours to say). */
export interface ClientMailNames {
  astrologerName: string;
  customerName: string;
}

/** dd-MM-yyyy, the day a link stops working. */
const dayOf = (date: Date) => date.toISOString().slice(0, 10).split('-').reverse().join('-');

/** The client's horoscope page: the link (its token in the fragment) and until when it works. */
export function shareLinkMail(names: ClientMailNames, url: string, expiresAt: Date): MailContent {
  const until = dayOf(expiresAt);
  const after = `Open your chart, and write to your astrologer, here. The link works until ${until}. Keep it to yourself: anyone with it can read your chart.`;
  return clientMail({
    subject: `Your horoscope page on ${BRAND}`,
    intro: `An astrologer you consult on ${BRAND} has shared your horoscope page with you. Who they are and whom the page is for, as they wrote it:`,
    words: [`Astrologer: ${names.astrologerName}`, `For: ${names.customerName}`],
    html: `<p>${escapeHtml(after)}</p><p><a href="${escapeHtml(url)}">Open my horoscope</a></p>`,
    text: `${after}\n${url}`,
  });
}

/** The lines the payer pays (the commission is the astrologer's business with Kusp, not theirs). */
export function payerLines(invoice: Quote): Array<[label: string, paise: number]> {
  const lines: Array<[string, number]> = [['Base rate', invoice.baseRate]];
  if (invoice.cgst || invoice.sgst) lines.push(['CGST', invoice.cgst], ['SGST', invoice.sgst]);
  if (invoice.intlTax) lines.push(['International tax', invoice.intlTax]);
  return [...lines, ['Total', invoice.totalAmount]];
}

/** A payment link for the client: what they pay, line by line, the link and until when it works. */
export function paymentLinkMail(
  names: ClientMailNames,
  invoice: Quote,
  url: string,
  expiresAt: Date,
): MailContent {
  const lines = payerLines(invoice).map(([label, paise]) => `${label}: ${formatRupees(paise)}`);
  const after = `Pay ${formatRupees(invoice.totalAmount)} by card on ${BRAND}'s own payment page. The link works until ${dayOf(expiresAt)}.`;
  return clientMail({
    subject: `Your payment link on ${BRAND}`,
    intro: `An astrologer you consult on ${BRAND} has sent you a payment link. Who they are and whom it is for, as they wrote it:`,
    words: [`Astrologer: ${names.astrologerName}`, `For: ${names.customerName}`],
    html: `<p>${lines.map(escapeHtml).join('<br>')}</p><p>${escapeHtml(after)}</p><p><a href="${escapeHtml(url)}">Pay ${escapeHtml(formatRupees(invoice.totalAmount))}</a></p>`,
    text: `${lines.join('\n')}\n\n${after}\n${url}`,
  });
}

/** The astrologer hears that a payment link was paid, and what they earn from it. */
export function paymentReceivedMail(
  astrologerName: string,
  customerName: string,
  total: number,
  earning: number,
): MailContent {
  const line = `${customerName} paid your payment link of ${formatRupees(total)}. You earn ${formatRupees(earning)} (the base rate less the platform's commission).`;
  return brandedMail(
    `Payment received from ${customerName}`,
    `<p>Dear ${escapeHtml(astrologerName)},</p><p>${escapeHtml(line)}</p>`,
    `Dear ${astrologerName},\n\n${line}`,
  );
}
