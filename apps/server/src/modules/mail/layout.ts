import { BRAND, type Language } from '@kusp/contracts';
import { translatorFor } from '../../lib/translators.ts';

/** The `t` of a mail written in `language` (the recipient's, docs/i18n.md). */
export const mailTexts = (language: Language) => translatorFor(language).t;

export interface MailContent {
  subject: string;
  /** Trusted HTML built by our own templates; values in it must already be escaped. */
  html: string;
  text: string;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * Wraps a message in the Kusp letterhead (HTML part) and a plain signature (text part), their
 * words in the recipient's language.
 */
export function brandedMail(
  subject: string,
  bodyHtml: string,
  bodyText: string,
  language: Language,
): MailContent {
  const t = mailTexts(language);
  const html = `<!doctype html><html lang="${language}"><body style="margin:0;background:#f4f1fb;font-family:Arial,Helvetica,sans-serif;color:#1f1b2e">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#2b1d5c;color:#ffd479;padding:20px 28px;font-size:24px;font-weight:bold;letter-spacing:1px">&#9733; ${BRAND}</td></tr>
<tr><td style="padding:28px;font-size:15px;line-height:1.6">${bodyHtml}</td></tr>
<tr><td style="padding:16px 28px;background:#f4f1fb;color:#6b6480;font-size:12px">${BRAND} &middot; ${escapeHtml(t('mail:footer'))}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject, html, text: `${bodyText}\n\n-- \n${BRAND}: ${t('mail:signature')}\n` };
}

/**
 * Words that are not ours (an astrologer's, for or about their client) in a mail we send: set
 * apart as a quotation, after a sentence of our own, never as the subject or the opening, so that
 * nothing an astrologer types can pass for Kusp speaking (docs/customer-portal.md).
 */
export function quoted(lines: string[]): { html: string; text: string } {
  return {
    html: `<blockquote style="white-space:pre-wrap;border-left:3px solid #d0c8ee;margin:0 0 16px;padding:4px 12px;color:#3d3656">${escapeHtml(lines.join('\n'))}</blockquote>`,
    text: lines
      .join('\n')
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n'),
  };
}

/**
 * A mail Kusp sends an astrologer's client on the astrologer's request. The subject and the opening
 * `intro` are ours; the astrologer's `words` (names, notes) follow it as a quotation; `html`/`text`
 * (ours, values escaped) come after; every such mail ends with the same caution.
 */
export function clientMail(
  parts: {
    subject: string;
    intro: string;
    words: string[];
    html: string;
    text: string;
  },
  language: Language,
): MailContent {
  const words = quoted(parts.words);
  const caution = mailTexts(language)('mail:client.caution');
  return brandedMail(
    parts.subject,
    `<p>${escapeHtml(parts.intro)}</p>${words.html}${parts.html}<p style="color:#6b6480">${escapeHtml(caution)}</p>`,
    `${parts.intro}\n\n${words.text}\n\n${parts.text}\n\n${caution}`,
    language,
  );
}
