import type { Language, ReviewStatus } from '@kusp/contracts';
import { brandedMail, escapeHtml, mailTexts, type MailContent } from '../mail/layout.ts';

/** The decisions the astrologer hears of by mail. */
const decisions = ['APPROVED', 'REJECTED', 'SUSPENDED'] as const satisfies ReviewStatus[];
const mailed = (status: ReviewStatus): status is (typeof decisions)[number] =>
  (decisions as readonly ReviewStatus[]).includes(status);

/** The astrologer's mail about an operator's decision; the reason is the operator's own words. */
export function reviewMail(
  firstName: string,
  status: ReviewStatus,
  reason: string | null,
  language: Language,
) {
  if (!mailed(status)) return null;
  const t = mailTexts(language);
  const greeting = t('mail:greeting', { name: firstName });
  const line = t(`mail:review.${status}.line`);
  const label = t('mail:review.reason');
  const reasonHtml = reason
    ? `<p><strong>${escapeHtml(label)}</strong></p><p style="white-space:pre-wrap">${escapeHtml(reason)}</p>`
    : '';
  const mail: MailContent = brandedMail(
    t(`mail:review.${status}.subject`),
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(line)}</p>${reasonHtml}`,
    `${greeting}\n\n${line}${reason ? `\n\n${label}\n${reason}` : ''}`,
    language,
  );
  return mail;
}
