import { BRAND } from '@kusp/contracts';

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

/** Wraps a message in the Kusp letterhead (HTML part) and a plain signature (text part). */
export function brandedMail(subject: string, bodyHtml: string, bodyText: string): MailContent {
  const html = `<!doctype html><html><body style="margin:0;background:#f4f1fb;font-family:Arial,Helvetica,sans-serif;color:#1f1b2e">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#2b1d5c;color:#ffd479;padding:20px 28px;font-size:24px;font-weight:bold;letter-spacing:1px">&#9733; ${BRAND}</td></tr>
<tr><td style="padding:28px;font-size:15px;line-height:1.6">${bodyHtml}</td></tr>
<tr><td style="padding:16px 28px;background:#f4f1fb;color:#6b6480;font-size:12px">${BRAND} &middot; Vedic astrology, explained. You received this e-mail because of an action on kusp.</td></tr>
</table></td></tr></table></body></html>`;
  return { subject, html, text: `${bodyText}\n\n-- \n${BRAND}: Vedic astrology, explained.\n` };
}
