import { formatRupees } from '@kusp/contracts';
import { brandedMail, escapeHtml, type MailContent } from '../mail/layout.ts';

/** The astrologer sends the client their horoscope page (the address carries the link's token). */
export function shareLinkMail(
  customerName: string,
  astrologerName: string,
  url: string,
  expiresAt: Date,
): MailContent {
  const until = expiresAt.toISOString().slice(0, 10);
  return brandedMail(
    `${astrologerName} shared your horoscope on Kusp`,
    `<p>Dear ${escapeHtml(customerName)},</p><p>${escapeHtml(astrologerName)} has shared your horoscope with you. Open it, and write to them, here:</p>` +
      `<p><a href="${escapeHtml(url)}">Open my horoscope</a></p><p style="color:#6b6480">The link works until ${until}. Keep it to yourself: anyone with it can read your chart.</p>`,
    `Dear ${customerName},\n\n${astrologerName} has shared your horoscope with you. Open it, and write to them, here:\n${url}\n\nThe link works until ${until}. Keep it to yourself: anyone with it can read your chart.`,
  );
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
