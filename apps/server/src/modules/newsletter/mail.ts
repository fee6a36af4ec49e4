import { trialDays, type PhoneType } from '@kusp/contracts';
import { brandedMail, type MailContent } from '../mail/layout.ts';

export function newsletterWelcomeMail(): MailContent {
  const text =
    'You are now subscribed to the Kusp newsletter. Once a month we send the coming month’s ' +
    'planetary highlights, new articles from our blog and news about the Kusp app.\n\n' +
    'Did not subscribe? Simply ignore this e-mail and reply to let us know.';
  const html =
    '<p>You are now subscribed to the Kusp newsletter.</p>' +
    '<p>Once a month we send the coming month’s planetary highlights, new articles from our blog ' +
    'and news about the Kusp app.</p>' +
    '<p style="color:#6b6480">Did not subscribe? Simply ignore this e-mail and reply to let us know.</p>';
  return brandedMail('Welcome to the Kusp newsletter', html, text);
}

export function trialWelcomeMail(phoneType: PhoneType): MailContent {
  const store =
    phoneType === 'ANDROID'
      ? 'a link to the Kusp beta on Google Play'
      : 'a TestFlight invitation for the Kusp beta on your iPhone';
  const body =
    `Thank you for signing up to try Kusp. As soon as a place opens in the beta we will send you ` +
    `${store}. The beta is free for ${trialDays / 30} months (${trialDays} days) from your first ` +
    'sign-in: daily advice, compatibility checks and your love, career, finance and health scores.';
  return brandedMail('Your Kusp beta sign-up', `<p>${body}</p>`, body);
}
