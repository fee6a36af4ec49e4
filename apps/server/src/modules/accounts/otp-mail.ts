import type { OtpEvent } from '@kusp/contracts';
import { brandedMail, type MailContent } from '../mail/layout.ts';

const purpose: Record<OtpEvent, { subject: string; line: string }> = {
  USER_REGISTRATION: {
    subject: 'Your Kusp sign-up code',
    line: 'Use this code to finish creating your Kusp account.',
  },
  FORGOT_PASSWORD: {
    subject: 'Your Kusp password reset code',
    line: 'Use this code to set a new password for your Kusp account.',
  },
};

/** The one-time code mail; the code is six digits, so it needs no escaping. */
export function otpMail(code: string, event: OtpEvent, validMinutes: number): MailContent {
  const { subject, line } = purpose[event];
  const note = `The code works once and expires in ${validMinutes} minutes. If you did not ask for it, you can ignore this e-mail.`;
  return brandedMail(
    subject,
    `<p>${line}</p><p style="font-size:32px;font-weight:bold;letter-spacing:8px;margin:24px 0">${code}</p><p>${note}</p>`,
    `${line}\n\nYour code: ${code}\n\n${note}`,
  );
}
