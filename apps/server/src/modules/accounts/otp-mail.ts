import type { Language, OtpEvent } from '@kusp/contracts';
import { brandedMail, escapeHtml, mailTexts, type MailContent } from '../mail/layout.ts';

const purpose = {
  USER_REGISTRATION: { subject: 'mail:otp.registrationSubject', line: 'mail:otp.registrationLine' },
  FORGOT_PASSWORD: { subject: 'mail:otp.resetSubject', line: 'mail:otp.resetLine' },
} as const satisfies Record<OtpEvent, { subject: string; line: string }>;

/** The one-time code mail, in the recipient's language; the code is six digits. */
export function otpMail(
  code: string,
  event: OtpEvent,
  validMinutes: number,
  language: Language,
): MailContent {
  const t = mailTexts(language);
  const subject = t(purpose[event].subject);
  const line = t(purpose[event].line);
  const note = t('mail:otp.note', { count: validMinutes });
  return brandedMail(
    subject,
    `<p>${escapeHtml(line)}</p><p style="font-size:32px;font-weight:bold;letter-spacing:8px;margin:24px 0">${code}</p><p>${escapeHtml(note)}</p>`,
    `${line}\n\n${t('mail:otp.yourCode', { code })}\n\n${note}`,
    language,
  );
}
