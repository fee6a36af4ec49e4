import { trialDays, type Language, type PhoneType } from '@kusp/contracts';
import { brandedMail, escapeHtml, mailTexts, type MailContent } from '../mail/layout.ts';

// Written in the language the form was sent in: a subscriber has no account.

export function newsletterWelcomeMail(language: Language): MailContent {
  const t = mailTexts(language);
  const [subscribed, monthly, notYou] = [
    t('mail:newsletter.subscribed'),
    t('mail:newsletter.monthly'),
    t('mail:newsletter.notYou'),
  ];
  const text = `${subscribed} ${monthly}\n\n${notYou}`;
  const html =
    `<p>${escapeHtml(subscribed)}</p><p>${escapeHtml(monthly)}</p>` +
    `<p style="color:#6b6480">${escapeHtml(notYou)}</p>`;
  return brandedMail(t('mail:newsletter.subject'), html, text, language);
}

export function trialWelcomeMail(phoneType: PhoneType, language: Language): MailContent {
  const t = mailTexts(language);
  const body = t('mail:trial.body', {
    store: t(`mail:trial.${phoneType}`),
    months: trialDays / 30,
    days: trialDays,
  });
  return brandedMail(t('mail:trial.subject'), `<p>${escapeHtml(body)}</p>`, body, language);
}
