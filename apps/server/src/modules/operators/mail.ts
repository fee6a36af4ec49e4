import type { ReviewStatus } from '@kusp/contracts';
import { brandedMail, escapeHtml, type MailContent } from '../mail/layout.ts';

const decisions: Partial<Record<ReviewStatus, { subject: string; line: string }>> = {
  APPROVED: {
    subject: 'Your Kusp astrologer profile is approved',
    line: 'Your profile has been approved: customers can now find you in the directory and ask you questions, chat with you and call you.',
  },
  REJECTED: {
    subject: 'Your Kusp astrologer profile needs changes',
    line: 'Your profile could not be approved yet. Please sign in, make the changes below and send your profile for review again.',
  },
  SUSPENDED: {
    subject: 'Your Kusp astrologer profile is suspended',
    line: 'Your profile has been suspended: it is no longer listed and cannot take paid work. Please reply to this e-mail if you have questions.',
  },
};

/** The astrologer's mail about an operator's decision; the reason is the operator's own words. */
export function reviewMail(firstName: string, status: ReviewStatus, reason: string | null) {
  const decision = decisions[status];
  if (!decision) return null;
  const reasonHtml = reason
    ? `<p><strong>Reason:</strong></p><p style="white-space:pre-wrap">${escapeHtml(reason)}</p>`
    : '';
  const mail: MailContent = brandedMail(
    decision.subject,
    `<p>Dear ${escapeHtml(firstName)},</p><p>${decision.line}</p>${reasonHtml}`,
    `Dear ${firstName},\n\n${decision.line}${reason ? `\n\nReason:\n${reason}` : ''}`,
  );
  return mail;
}
