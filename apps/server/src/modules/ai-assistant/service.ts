import { AstroInputError } from '@kusp/astro';
import {
  aiInsufficientMessage,
  aiTexts,
  creditsToMillicredits,
  messages,
  paiseToMillicredits,
  systemSender,
  type AiAnswer,
  type AiExchange,
  type AiHistoryPage,
  type AiQuestionRequest,
  type HoroscopeData,
} from '@kusp/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { HoroscopeReader } from '../horoscopes/reader.ts';
import type { Live } from '../live/plugin.ts';
import type { MoneyService, Trx } from '../money/service.ts';
import { UnreadableChart } from './chart-facts.ts';
import type { AiProvider } from './provider.ts';
import { questionFacts, type QuestionFacts } from './question-facts.ts';
import { languageOf } from '../mail/recipient.ts';
import * as repository from './repository.ts';

/** The money operations the assistant needs. */
type Payments = Pick<
  MoneyService,
  'quoteAiQuestion' | 'createOrder' | 'payFromWallet' | 'refund' | 'balance'
>;

export interface AiAssistantService {
  /**
   * The facts of the caller's own SELF horoscope now, for the periods the question names; 404 for
   * any other horoscope or user, 422 for a chart with no dasa running now.
   */
  factsFor(caller: Caller, request: AiQuestionRequest): Promise<QuestionFacts>;
  /**
   * In the caller's transaction: checks the price and the threshold, pays an AI_QUESTION order
   * from the wallet and records the question as PENDING. 409 with the spec's message when short.
   */
  open(trx: Trx, caller: Caller, request: AiQuestionRequest): Promise<{ exchangeId: string }>;
  /**
   * Asks the provider and stores the answer; when none comes (error, time-out, empty) the exchange
   * fails, its order is refunded once, and 502 answers the spec's failure message.
   */
  answer(exchangeId: string, facts: QuestionFacts): Promise<AiAnswer>;
  history(
    customerId: string,
    page: { pageNumber: number; pageSize: number },
  ): Promise<AiHistoryPage>;
  /** Refunds exchanges left PENDING by a process that stopped mid-answer. */
  refundAbandoned(olderThanMs: number): Promise<number>;
}

const refundReason = 'The AI assistant could not answer the question';

function toExchange(row: NonNullable<repository.ExchangeRow>): AiExchange {
  return {
    id: row.id,
    horoscopeId: row.horoscope_id,
    question: row.question,
    answer: row.answer ?? '',
    provider: row.provider,
    orderId: row.order_id,
    askedAt: row.created_at.toISOString(),
  };
}

export function createAiAssistantService(deps: {
  db: Db;
  money: Payments;
  horoscopes: HoroscopeReader;
  live: Pick<Live, 'publish'>;
  provider: AiProvider;
  minimumCredits: number;
  log: FastifyBaseLogger;
}): AiAssistantService {
  const { db, money } = deps;
  const threshold = creditsToMillicredits(deps.minimumCredits);
  const failed = () => new HttpError('UPSTREAM_FAILED', messages.ai.failed);
  /** Answers being asked in this process, so a replayed request waits for the same one. */
  const inFlight = new Map<string, Promise<AiAnswer>>();

  async function fail(exchangeId: string) {
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('ai_exchanges')
        .select('order_id')
        .where('id', '=', exchangeId)
        .executeTakeFirstOrThrow();
      if (await repository.markFailed(trx, exchangeId))
        await money.refund(trx, row.order_id, refundReason);
    });
  }

  async function ask(exchangeId: string, facts: QuestionFacts): Promise<AiAnswer> {
    const row = await repository.findExchange(db, exchangeId);
    if (!row) throw notFound();
    if (row.status === 'FAILED') throw failed();
    if (row.status === 'PENDING') {
      let text: string;
      try {
        text = (
          await deps.provider.answer({
            question: row.question,
            facts,
            language: await languageOf(db, row.customer_id),
            onChunk: (chunk) =>
              void deps.live.publish(row.customer_id, {
                type: 'AI_ANSWER_CHUNK',
                data: { exchangeId, text: chunk },
                ...systemSender,
                id: exchangeId,
              }),
          })
        ).trim();
        if (!text) throw new Error('empty answer');
      } catch (error) {
        deps.log.warn({ err: error, exchangeId }, 'AI provider gave no answer; refunding');
        await fail(exchangeId);
        throw failed();
      }
      await repository.saveAnswer(db, exchangeId, text);
    }
    const answered = await repository.findExchange(db, exchangeId);
    if (answered?.status !== 'ANSWERED') throw failed();
    return {
      ...toExchange(answered),
      balance: await money.balance(db, answered.customer_id),
    };
  }

  return {
    async factsFor(caller, { horoscopeId, userId, question }) {
      if (userId !== caller.userId) throw notFound();
      const chart: HoroscopeData | null = await deps.horoscopes.ownChart(
        db,
        caller.userId,
        horoscopeId,
      );
      if (!chart) throw notFound();
      try {
        return questionFacts(chart, question, new Date());
      } catch (error) {
        // A birth too far back (or ahead) for a dasa to run now, or for the engine's years.
        if (error instanceof UnreadableChart || error instanceof AstroInputError)
          throw new HttpError('CHART_UNREADABLE', aiTexts.unreadableChart);
        throw error;
      }
    },

    async open(trx, caller, request) {
      const quote = money.quoteAiQuestion('IN');
      const price = paiseToMillicredits(quote.totalAmount);
      const short = () => new HttpError('INSUFFICIENT_CREDITS', aiInsufficientMessage(threshold));
      if ((await money.balance(trx, caller.userId)) < Math.max(price, threshold)) throw short();
      const order = await money.createOrder(trx, {
        serviceCode: 'AI_QUESTION',
        customerId: caller.userId,
        quote,
        paymentProcessor: 'WALLET',
      });
      try {
        await money.payFromWallet(trx, order.orderId);
      } catch (error) {
        // A concurrent question took the credits between the check and the debit.
        if (error instanceof HttpError && error.code === 'INSUFFICIENT_CREDITS') throw short();
        throw error;
      }
      // Debits of one wallet are serialised by its row lock: the balance before this debit is exact.
      if ((await money.balance(trx, caller.userId)) + price < threshold) throw short();
      const { id } = await repository.insertExchange(trx, {
        customer_id: caller.userId,
        horoscope_id: request.horoscopeId,
        order_id: order.orderId,
        question: request.question.trim(),
        provider: deps.provider.name,
        status: 'PENDING',
      });
      return { exchangeId: id };
    },

    answer(exchangeId, facts) {
      const running = inFlight.get(exchangeId);
      if (running) return running;
      const work = ask(exchangeId, facts).finally(() => inFlight.delete(exchangeId));
      inFlight.set(exchangeId, work);
      return work;
    },

    async history(customerId, page) {
      const { rows, total } = await repository.answeredPage(db, customerId, page);
      return {
        content: rows.map((row) => toExchange(row!)),
        totalElements: total,
        totalPages: Math.ceil(total / page.pageSize),
        number: page.pageNumber,
        size: page.pageSize,
      };
    },

    async refundAbandoned(olderThanMs) {
      const rows = await repository.abandonedExchanges(db, new Date(Date.now() - olderThanMs));
      // Each on its own: one question that cannot be refunded (a fault in its order) is reported
      // once the others are refunded, and never keeps their money away from them.
      const failures: unknown[] = [];
      for (const row of rows)
        if (!inFlight.has(row.id))
          await fail(row.id).catch((error: unknown) => failures.push(error));
      if (failures.length > 0)
        throw new AggregateError(failures, `${failures.length} abandoned question(s) not refunded`);
      return rows.length;
    },
  };
}
