import { formatRupees, locales, type Language, type Quote } from '@kusp/contracts';
import {
  brandedMail,
  clientMail,
  escapeHtml,
  mailTexts,
  type MailContent,
} from '../mail/layout.ts';

/**
 * Who a client mail is from and for, as the astrologer named them (quoted, never ours to say), and
 * the language it is written in: the astrologer's (a client has no account of their own).
 */
export interface ClientMailNames {
  astrologerName: string;
  customerName: string;
  language: Language;
}

/** dd-MM-yyyy, the day a link stops working. */
const dayOf = (date: Date) => date.toISOString().slice(0, 10).split('-').reverse().join('-');

/** The astrologer's words, quoted: who they are and whom the mail is for. */
const quotedNames = (names: ClientMailNames) => {
  const t = mailTexts(names.language);
  return [
    t('mail:client.astrologer', { name: names.astrologerName }),
    t('mail:client.for', { name: names.customerName }),
  ];
};

/** The client's horoscope page: the link (its token in the fragment) and until when it works. */
export function shareLinkMail(names: ClientMailNames, url: string, expiresAt: Date): MailContent {
  const t = mailTexts(names.language);
  const after = t('mail:client.shareAfter', { until: dayOf(expiresAt) });
  return clientMail(
    {
      subject: t('mail:client.shareSubject'),
      intro: t('mail:client.shareIntro'),
      words: quotedNames(names),
      html: `<p>${escapeHtml(after)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(t('mail:client.openHoroscope'))}</a></p>`,
      text: `${after}\n${url}`,
    },
    names.language,
  );
}

/** The lines the payer pays (the commission is the astrologer's business with Kusp, not theirs). */
export function payerLines(
  invoice: Quote,
): Array<[label: 'baseRate' | 'cgst' | 'sgst' | 'intlTax' | 'total', paise: number]> {
  const lines: ReturnType<typeof payerLines> = [['baseRate', invoice.baseRate]];
  if (invoice.cgst || invoice.sgst) lines.push(['cgst', invoice.cgst], ['sgst', invoice.sgst]);
  if (invoice.intlTax) lines.push(['intlTax', invoice.intlTax]);
  return [...lines, ['total', invoice.totalAmount]];
}

/** A payment link for the client: what they pay, line by line, the link and until when it works. */
export function paymentLinkMail(
  names: ClientMailNames,
  invoice: Quote,
  url: string,
  expiresAt: Date,
): MailContent {
  const t = mailTexts(names.language);
  const rupees = (paise: number) => formatRupees(paise, locales[names.language]);
  const lines = payerLines(invoice).map(
    ([label, paise]) => `${t(`mail:invoice.${label}`)}: ${rupees(paise)}`,
  );
  const total = rupees(invoice.totalAmount);
  const after = t('mail:client.payAfter', { total, until: dayOf(expiresAt) });
  return clientMail(
    {
      subject: t('mail:client.paySubject'),
      intro: t('mail:client.payIntro'),
      words: quotedNames(names),
      html: `<p>${lines.map(escapeHtml).join('<br>')}</p><p>${escapeHtml(after)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(t('mail:client.pay', { total }))}</a></p>`,
      text: `${lines.join('\n')}\n\n${after}\n${url}`,
    },
    names.language,
  );
}

/** The astrologer hears that a payment link was paid, and what they earn from it. */
export function paymentReceivedMail(
  astrologerName: string,
  customerName: string,
  total: number,
  earning: number,
  language: Language,
): MailContent {
  const t = mailTexts(language);
  const rupees = (paise: number) => formatRupees(paise, locales[language]);
  const greeting = t('mail:greeting', { name: astrologerName });
  const line = t('mail:paymentReceived.line', {
    customer: customerName,
    total: rupees(total),
    earning: rupees(earning),
  });
  return brandedMail(
    t('mail:paymentReceived.subject', { customer: customerName }),
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(line)}</p>`,
    `${greeting}\n\n${line}`,
    language,
  );
}
