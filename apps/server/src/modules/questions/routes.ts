import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerSchema,
  askQuestionRequestSchema,
  errorBodySchema,
  followUpRequestSchema,
  messageBodySchema,
  orderSchema,
  myQuestionsQuerySchema,
  questionIdParamsSchema,
  questionListQuerySchema,
  questionPageSchema,
  questionSchema,
  questionTexts,
  saveAnswerRequestSchema,
} from '@kusp/contracts';
import { requireCaller } from '../../plugins/auth.ts';
import { idempotent } from '../money/idempotency.ts';
import { toOrderView } from '../money/orders.ts';
import { refundOverdue, type Refund } from './deadlines.ts';
import { seedQuestionDemo } from './demo.ts';
import { sendNotices } from './notices.ts';
import * as repo from './repository.ts';
import * as service from './service.ts';

const tags = ['questions'];
const security = [{ bearer: [] }];
const customer = ['USER'] as const;
const astrologer = ['ASTROLOGER'] as const;
const either = ['USER', 'ASTROLOGER'] as const;
const reads = { rateLimit: { max: 120, timeWindow: '1 minute' } };
const writes = { rateLimit: { max: 20, timeWindow: '1 minute' } };
const failures = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { money } = app;
  const answerHours = app.config.questionAnswerHours;
  // An astrologer reads the horoscope of a customer who asked them a paid question.
  app.horoscopeAccess.register(repo.hasPaidQuestion);
  // Paying a question's order (wallet, card callback, zero total) opens it for the answer.
  money.onOrderPaid('OFFLINE_QUESTION', (trx, order) =>
    service.markPaid(trx, money, order, answerHours),
  );
  // A deleted draft's order can no longer be paid (a card success is given back).
  money.onOrderPayable('OFFLINE_QUESTION', (db, order) =>
    repo.isPayableQuestion(db, order.orderId),
  );
  // A client that follows the spec orders the question it has just asked: that question's order.
  money.onOrderRequest('OFFLINE_QUESTION', (db, request) => service.orderOf(db, money, request));
  // An operator reads a question thread only while a dispute about its order is open.
  app.disputes.onConversation(['OFFLINE_QUESTION'], repo.orderConversation);
  const answerHooks: service.AnswerHooks = {
    answered: (trx, orderId) => money.recordEarning(trx, orderId),
  };
  const refund: Refund = async (trx, orderId) => {
    await money.refund(trx, orderId, 'The question was not answered by its due date');
  };

  const noticeDeps = {
    db: app.db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    log: app.log,
  };
  const inFlight = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    const tracked = work
      .catch((error: unknown) => app.log.error({ err: error }, 'question job failed'))
      .finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  };
  /** Sends the queued mails now rather than at the next run of the job. */
  const flushNotices = () => track(sendNotices(noticeDeps));
  /** The deadline job: refunds overdue paid questions, then sends what is queued. */
  let jobRunning = false;
  const runJob = () => {
    if (jobRunning) return;
    jobRunning = true;
    track(
      app.metrics
        .jobRun('question-deadlines', async () => {
          await refundOverdue(app.db, refund, app.log);
          await sendNotices(noticeDeps);
        })
        .finally(() => {
          jobRunning = false;
        }),
    );
  };

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (app.config.seedDemo) await seedQuestionDemo(app);
    runJob();
    const seconds = app.config.questionJobIntervalSeconds;
    if (seconds > 0) timer = setInterval(runJob, seconds * 1000).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await Promise.all(inFlight);
  });

  app.post(
    '/v1/question',
    {
      config: { auth: customer, ...writes },
      schema: {
        tags,
        security,
        summary: 'Ask an astrologer a question (the Ask A Question modal), with its order',
        description:
          "Answered from the customer's own (SELF) horoscope: without one, 409 asks for the birth details; the astrologer must have offline questions switched on (else 409). " +
          "Creates the question (PAYMENT_PENDING) and its order (serviceCode OFFLINE_QUESTION, reference the question, the server's quote of the astrologer's rate for IND) in one transaction; pay it with POST /api/v3/payment. " +
          'Paying moves the question to PENDING_REPLY, due QUESTION_ANSWER_HOURS (72) after payment. Honours Idempotency-Key.',
        body: askQuestionRequestSchema,
        response: { 200: z.object({ question: questionSchema, order: orderSchema }), ...failures },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const asked = await idempotent(app, request, async (trx) => {
        const { questionId, order } = await service.ask(trx, money, caller, request.body);
        return { questionId, order: toOrderView(order, null) };
      });
      return {
        question: await service.thread(app.db, caller, asked.questionId),
        order: asked.order,
      };
    },
  );

  app.post(
    '/v1/question/follow-up',
    {
      config: { auth: customer, ...writes },
      schema: {
        tags,
        security,
        summary: 'Send a follow-up in a paid question thread',
        description:
          "parentQuestionId is the thread's first question; astrologerId and horoscopeId must be the thread's. Refused (409) while the thread is PAYMENT_PENDING, after a refund, or once it holds 3 messages. The follow-up is free, waits in PENDING_REPLY with its own due date, and is mailed to the astrologer. Answers the whole thread.",
        body: followUpRequestSchema,
        response: { 200: questionSchema, ...failures },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const id = await service.followUp(app.db, caller, request.body, answerHours);
      flushNotices();
      return service.thread(app.db, caller, id);
    },
  );

  app.get(
    '/v1/question/my-questions',
    {
      config: { auth: customer, ...reads },
      schema: {
        tags,
        security,
        summary: "The customer's question threads (first questions), newest first",
        description:
          'page is zero-based; size defaults to 10. lastAnswerDate is the latest answer in the thread.',
        querystring: myQuestionsQuerySchema,
        response: { 200: questionPageSchema, 400: errorBodySchema },
      },
    },
    async (request) => service.myQuestions(app.db, requireCaller(request), request.query),
  );

  app.get(
    '/v1/question/customer-question',
    {
      config: { auth: either, ...reads },
      schema: {
        tags,
        security,
        summary:
          "Questions by astrologer (pending and answered lists) or by the customer's horoscope",
        description:
          'An astrologer passes their own astrologerId (another answers 404) and repeatable status; refunded questions are left out. A status filter with DRAFT or PENDING_REPLY is the pending list, ordered overdue first, then by the nearest due date; an ANSWERED filter orders by answer date (sortOrder, DESC by default). A customer passes their own horoscopeId and onlyMainQuestions=true and gets their questions by date asked. page is zero-based, size 10 by default. A customer never sees a draft answer.',
        querystring: questionListQuerySchema,
        response: { 200: questionPageSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => service.list(app.db, requireCaller(request), request.query),
  );

  app.get(
    '/v1/question/:id',
    {
      config: { auth: either, ...reads },
      schema: {
        tags,
        security,
        summary: 'A question thread: the first question with its follow-ups as subQuestions',
        description:
          'The id of a follow-up answers its whole thread too. The customer who asked and the astrologer asked reach it; anyone else 404.',
        params: questionIdParamsSchema,
        response: { 200: questionSchema, 404: errorBodySchema },
      },
    },
    async (request) => service.thread(app.db, requireCaller(request), request.params.id),
  );

  app.delete(
    '/v1/question/:id',
    {
      config: { auth: customer, ...writes },
      schema: {
        tags,
        security,
        summary: 'Delete a question that is not paid yet (a draft)',
        description:
          "Only the customer's own first question still PAYMENT_PENDING (anyone else's or unknown: 404; paid, or a follow-up: 409). It leaves every list and can no longer be paid: a card payment that succeeds after the delete goes back to the wallet. Answers {message}.",
        params: questionIdParamsSchema,
        response: { 200: messageBodySchema, ...failures },
      },
    },
    async (request) => {
      await service.deleteUnpaid(app.db, requireCaller(request), request.params.id);
      return { message: questionTexts.deleted };
    },
  );

  app.get(
    '/v1/question/:id/answer',
    {
      config: { auth: either, ...reads },
      schema: {
        tags,
        security,
        summary: 'The answer of one question (null until submitted, for the customer)',
        params: questionIdParamsSchema,
        response: { 200: answerSchema, 404: errorBodySchema },
      },
    },
    async (request) => service.answerOf(app.db, requireCaller(request), request.params.id),
  );

  app.put(
    '/v1/question/answer',
    {
      config: { auth: astrologer, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        security,
        summary: 'Save an answer: DRAFT (Save Draft) or ANSWERED (Submit)',
        description:
          "Only the question's astrologer (else 404), only DRAFT or ANSWERED, with text ('Field is required'). Refused with 409 for a question awaiting payment or refunded, and for a draft over a submitted answer; a submitted answer can be edited and keeps its first answerDate (the server's clock; the body's answerDate is ignored). Submitting mails the customer a link to the thread and books the astrologer's earning. Answers the whole thread.",
        body: saveAnswerRequestSchema,
        response: { 200: questionSchema, ...failures },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      await service.saveAnswer(app.db, caller, request.body, answerHooks);
      flushNotices();
      return service.thread(app.db, caller, request.body.questionId);
    },
  );
};

export default questionRoutes;
