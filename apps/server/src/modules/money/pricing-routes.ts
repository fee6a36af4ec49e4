import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  aiQuestionPrice,
  astrologerPricingParamsSchema,
  astrologerPricingQuerySchema,
  creditPricingQuerySchema,
  creditsToMillicredits,
  dialoguePricingQuerySchema,
  dialoguePricingSchema,
  errorBodySchema,
  portalPricingQuerySchema,
  quoteSchema,
} from '@kusp/contracts';

const tags = ['pricing'];
const security = [{ bearer: [] }];
const rateLimit = { max: 120, timeWindow: '1 minute' };
const failures = { 400: errorBodySchema, 404: errorBodySchema };
const units =
  'Every amount is an integer in paise (currency INR). India (countryCode IN or IND, the default): ' +
  'CGST and SGST 9 % of the base each; elsewhere intlTax at INTL_TAX_PERCENT. Each line is rounded ' +
  'half-up to the paisa; totalAmount = baseRate + taxAndSurcharge; commission (COMMISSION_PERCENT ' +
  "of the base) is the platform's share of the astrologer's earning, not added to the total. See docs/pricing.md.";

/** Quotes are the server's only: orders store the quote they were created with. */
const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/pricing/astrologer/rate/final/:astrologerId',
    {
      config: { auth: ['USER', 'ASTROLOGER'], rateLimit },
      schema: {
        tags,
        security,
        summary:
          "The final price of one question (also one 15-minute chat or video session) at the astrologer's rate",
        description: units,
        params: astrologerPricingParamsSchema,
        querystring: astrologerPricingQuerySchema,
        response: { 200: quoteSchema, ...failures },
      },
    },
    async (request) =>
      app.money.quoteAstrologer(request.params.astrologerId, request.query.countryCode),
  );

  app.get(
    '/v1/pricing/credit',
    {
      config: { auth: ['USER'], rateLimit },
      schema: {
        tags,
        security,
        summary: 'The price of a credit top-up (100, 200, 500, 750 or 1000 credits)',
        description:
          'N credits cost ₹N: baseRate = totalAmount = N × 100 paise, no tax (GST is charged when credits are spent on a service) and no commission.',
        querystring: creditPricingQuerySchema,
        response: { 200: quoteSchema, 400: errorBodySchema },
      },
    },
    async (request) => app.money.quoteCredits(request.query.amount),
  );

  app.get(
    '/v1/pricing/dialogue',
    {
      config: { auth: ['USER'], rateLimit },
      schema: {
        tags,
        security,
        summary: "The AI assistant's price per question and the minimum balance it needs",
        description:
          'Both in millicredits (currency CREDITS): totalAmount is 20 credits (tax included), chatgptMinimumCreditThreshold is AI_MINIMUM_CREDITS (default 20).',
        querystring: dialoguePricingQuerySchema,
        response: { 200: dialoguePricingSchema, 400: errorBodySchema },
      },
    },
    async () => ({
      totalAmount: creditsToMillicredits(aiQuestionPrice),
      chatgptMinimumCreditThreshold: creditsToMillicredits(app.config.aiMinimumCredits),
      currency: 'CREDITS' as const,
    }),
  );

  app.get(
    '/v1/pricing/portal',
    {
      config: { auth: ['ASTROLOGER'], rateLimit },
      schema: {
        tags,
        security,
        summary: 'The invoice of a portal payment link of `amount` whole rupees',
        description: units,
        querystring: portalPricingQuerySchema,
        response: { 200: quoteSchema, 400: errorBodySchema },
      },
    },
    async (request) =>
      app.money.quoteService(request.query.amount * 100, request.query.countryCode),
  );
};

export default pricingRoutes;
