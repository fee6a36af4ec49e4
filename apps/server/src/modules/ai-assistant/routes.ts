import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  aiAnswerSchema,
  aiHistoryPageSchema,
  aiHistoryQuerySchema,
  aiQuestionRequestSchema,
  errorBodySchema,
} from '@kusp/contracts';
import { requireCaller } from '../../plugins/auth.ts';
import { idempotent } from '../money/idempotency.ts';
import { seedAiDemo } from './demo.ts';
import { createOpenAiProvider } from './openai-provider.ts';
import { offlineProvider } from './provider.ts';
import { createAiAssistantService } from './service.ts';

const tags = ['ai-assistant'];
const security = [{ bearer: [] }];
const customer = ['USER'] as const;
/** Per customer, not per address: each question costs credits and a model call. */
const perCustomer = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    keyGenerator: (request: { caller: { userId: string } | null; ip: string }) =>
      request.caller?.userId ?? request.ip,
  },
});
const sweepMs = 60_000;

const aiAssistantRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const provider =
    config.aiBaseUrl || config.aiApiKey
      ? createOpenAiProvider({
          baseUrl: config.aiBaseUrl,
          apiKey: config.aiApiKey,
          model: config.aiModel,
          timeoutMs: config.aiTimeoutMs,
        })
      : offlineProvider;
  const service = createAiAssistantService({
    db: app.db,
    money: app.money,
    horoscopes: app.horoscopes,
    live: app.live,
    provider,
    minimumCredits: config.aiMinimumCredits,
    log: app.log,
  });

  // A question whose process stopped before the answer came is refunded once the model's time is up.
  const abandonAfterMs = 4 * config.aiTimeoutMs;
  let sweeping: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (config.seedDemo) await seedAiDemo(app.db, app.money, app.horoscopes);
    timer = setInterval(() => {
      sweeping = sweeping
        .then(() => service.refundAbandoned(abandonAfterMs))
        .catch((err: unknown) => app.log.error({ err }, 'AI refund sweep failed'));
    }, sweepMs).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
  });

  app.post(
    '/v1/ai-chat/chat-question',
    {
      config: { auth: customer, ...perCustomer(30) },
      schema: {
        tags,
        security,
        summary: "Ask the AI assistant about the customer's own chart (paid from the wallet)",
        description:
          "horoscopeId must be the caller's own SELF horoscope and userId the caller (else 404). The question is 3 to 1,000 characters after trimming. " +
          'A chart with no Vimshottari dasa running now (a birth in the future or more than 120 years ago) answers 422 before anything is paid. ' +
          "The wallet must hold at least the price (GET /api/v1/pricing/dialogue totalAmount, 20 credits) and at least AI_MINIMUM_CREDITS, else 409 with the spec's message and nothing is debited. " +
          'An AI_QUESTION order is paid from the wallet (it shows in Transactions), then the provider answers from the chart facts and the periods the question names (years, months, ranges, "next year"…): the built-in offline reader, which answers the kind of question and every area of life it names, or an OpenAI-compatible model when AI_BASE_URL or AI_API_KEY is set, which receives the question verbatim and only coarse facts from which the birth date, time and place cannot be worked back. ' +
          "When no answer comes (provider error, time-out, empty answer) the order is refunded once and 502 answers 'Something went wrong. Please try again'. " +
          'A streaming model sends the answer in pieces as AI_ANSWER_CHUNK events on the live channel while the request waits; the response carries the whole answer (plain text, never HTML) and the new balance in millicredits. ' +
          'Honours Idempotency-Key: the same key replays the same answer without a second debit. Limited to 30 questions a minute per customer. See docs/ai-assistant.md.',
        body: aiQuestionRequestSchema,
        response: {
          200: aiAnswerSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const facts = await service.factsFor(caller, request.body);
      const { exchangeId } = await idempotent(app, request, (trx) =>
        service.open(trx, caller, request.body),
      );
      return service.answer(exchangeId, facts);
    },
  );

  app.get(
    '/v1/ai-chat/history',
    {
      config: { auth: customer, ...perCustomer(120) },
      schema: {
        tags,
        security,
        summary: "The caller's answered AI questions, newest first",
        description:
          'Paged (pageNumber from 0, pageSize up to 50, default 20). Only answered questions; a refunded one is not listed. Kept as long as the account exists.',
        querystring: aiHistoryQuerySchema,
        response: { 200: aiHistoryPageSchema, 400: errorBodySchema },
      },
    },
    async (request) => service.history(requireCaller(request).userId, request.query),
  );
};

export default aiAssistantRoutes;
