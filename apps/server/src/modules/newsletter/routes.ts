import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  languageOfAcceptLanguage,
  messageBodySchema,
  messages,
  newsletterRequestSchema,
  trialSignupMessages,
  trialSignupRequestSchema,
} from '@kusp/contracts';
import type { MailContent } from '../mail/layout.ts';
import { newsletterWelcomeMail, trialWelcomeMail } from './mail.ts';

const rateLimit = { max: 10, timeWindow: '1 minute' };

/** Mailing-list sign-ups of the public site: the newsletter and the app trial. */
const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Sends the welcome mail; the sign-up is stored either way, so an outage is only logged. */
  const sendWelcome = (to: string, content: MailContent) =>
    app.mailer
      .send(to, content)
      .catch((err: unknown) => app.log.error({ err }, 'welcome mail not sent'));

  app.post(
    '/v1/newsletter/subscription',
    {
      config: { rateLimit },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an e-mail address to the newsletter',
        description:
          'Addresses are unique without regard to case. Subscribing again answers the same ' +
          'message and sends no second welcome mail, so the form cannot be used to flood an inbox.',
        body: newsletterRequestSchema,
        response: { 200: messageBodySchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      const inserted = await app.db
        .insertInto('newsletter_subscriptions')
        .values({ email: request.body.email })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted)
        await sendWelcome(
          request.body.email,
          newsletterWelcomeMail(languageOfAcceptLanguage(request.headers['accept-language'])),
        );
      return { message: messages.newsletter.success };
    },
  );

  app.post(
    '/v1/product/update/subscribe',
    {
      config: { rateLimit },
      schema: {
        tags: ['newsletter'],
        summary: 'Sign up for the free app beta on Android or iOS',
        description:
          'phoneType is ANDROID or iOS. One sign-up per address and phone; signing up again answers ' +
          'the same message without a second mail. The beta is free for 3 months (90 days).',
        body: trialSignupRequestSchema,
        response: { 200: messageBodySchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      const { email, phoneType } = request.body;
      const inserted = await app.db
        .insertInto('trial_signups')
        .values({ email, phone_type: phoneType })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted)
        await sendWelcome(
          email,
          trialWelcomeMail(phoneType, languageOfAcceptLanguage(request.headers['accept-language'])),
        );
      return { message: trialSignupMessages[phoneType] };
    },
  );
};

export default newsletterRoutes;
