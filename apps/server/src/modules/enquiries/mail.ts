import type { EnquiryRequest, Language } from '@kusp/contracts';
import { brandedMail, escapeHtml, mailTexts, type MailContent } from '../mail/layout.ts';

/**
 * The enquirer's copy: what we received and what happens next, in the language the form was sent
 * in (an enquirer has no account).
 */
export function enquiryReceivedMail(enquiry: EnquiryRequest, language: Language): MailContent {
  const t = mailTexts(language);
  const about =
    enquiry.course && enquiry.language
      ? t('mail:enquiry.course', {
          course: t(`mail:enquiry.courses.${enquiry.course}`),
          language: t(`mail:enquiry.languages.${enquiry.language}`),
        })
      : t('mail:enquiry.kind', { kind: t(`mail:enquiry.kinds.${enquiry.enquiryType}`) });
  const greeting = t('mail:greeting', { name: enquiry.firstName });
  const thanks = t('mail:enquiry.thanks', { about });
  const yourMessage = t('mail:enquiry.yourMessage');
  const text = `${greeting}\n\n${thanks}\n\n${yourMessage}:\n${enquiry.message}`;
  const html =
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(thanks)}</p>` +
    `<p><strong>${escapeHtml(yourMessage)}</strong></p><blockquote style="white-space:pre-wrap">${escapeHtml(enquiry.message)}</blockquote>`;
  return brandedMail(t('mail:enquiry.subject'), html, text, language);
}
