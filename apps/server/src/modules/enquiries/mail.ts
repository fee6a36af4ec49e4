import { courses, type EnquiryRequest } from '@kusp/contracts';
import { brandedMail, escapeHtml, type MailContent } from '../mail/layout.ts';

/** The enquirer's copy: what we received and what happens next. */
export function enquiryReceivedMail(enquiry: EnquiryRequest): MailContent {
  const course = courses.find((c) => c.code === enquiry.course);
  const about = course
    ? `your enquiry about the ${course.title.toLowerCase()} in ${enquiry.language}`
    : `your ${enquiry.enquiryType.toLowerCase()} enquiry`;
  const text =
    `Dear ${enquiry.firstName},\n\nThank you for ${about}. A member of the Kusp team reads every ` +
    `message and will reply to this address within two working days.\n\nYour message:\n${enquiry.message}`;
  const html =
    `<p>Dear ${escapeHtml(enquiry.firstName)},</p>` +
    `<p>Thank you for ${escapeHtml(about)}. A member of the Kusp team reads every message and will ` +
    `reply to this address within two working days.</p>` +
    `<p><strong>Your message</strong></p><blockquote style="white-space:pre-wrap">${escapeHtml(enquiry.message)}</blockquote>`;
  return brandedMail('We received your message', html, text);
}
