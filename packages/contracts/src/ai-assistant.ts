import { z } from 'zod';
import { formatCredits } from './money.ts';
import { fillMessage, messages } from './messages.ts';

// The AI chat assistant (spec part 2 sections 2, 3, 4, 7 and 8).

export const aiQuestionLimits = { min: 3, max: 1000 } as const;

/** Texts the spec leaves to us. */
export const aiTexts = {
  questionTooShort: `Please write at least ${aiQuestionLimits.min} characters`,
  questionTooLong: `At most ${aiQuestionLimits.max} characters are allowed`,
  unreadableChart:
    'The assistant cannot read this chart: it answers for births of the last 120 years',
} as const;

/** The spec's insufficient-balance message, the threshold (millicredits) in credits as the wallet shows them. */
export function aiInsufficientMessage(thresholdMillicredits: number): string {
  return fillMessage(messages.ai.insufficient, { threshold: formatCredits(thresholdMillicredits) });
}

/** POST /v1/ai-chat/chat-question, the spec's body. userId must be the caller's own. */
export const aiQuestionRequestSchema = z.object({
  horoscopeId: z.uuid(),
  userId: z.uuid(),
  question: z
    .string({ error: aiTexts.questionTooShort })
    .trim()
    .min(aiQuestionLimits.min, aiTexts.questionTooShort)
    .max(aiQuestionLimits.max, aiTexts.questionTooLong),
});
export type AiQuestionRequest = z.input<typeof aiQuestionRequestSchema>;

export const aiProviderNames = ['offline', 'openai'] as const;

/** One question and its answer: plain text, never HTML. */
export const aiExchangeSchema = z.object({
  id: z.uuid(),
  horoscopeId: z.uuid(),
  question: z.string(),
  answer: z.string(),
  provider: z.enum(aiProviderNames),
  orderId: z.uuid(),
  askedAt: z.string(),
});
export type AiExchange = z.infer<typeof aiExchangeSchema>;

/** The answer, the exchange as stored, and the wallet after the debit (millicredits). */
export const aiAnswerSchema = aiExchangeSchema.extend({ balance: z.number().int() });
export type AiAnswer = z.infer<typeof aiAnswerSchema>;

export const aiHistoryQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

/** Newest first; the widget reverses a page to show it oldest first. */
export const aiHistoryPageSchema = z.object({
  content: z.array(aiExchangeSchema),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
  number: z.number().int(),
  size: z.number().int(),
});
export type AiHistoryPage = z.infer<typeof aiHistoryPageSchema>;

/** Live event carrying a streamed answer's pieces to the asking customer's tabs. */
export const aiAnswerChunkEvent = 'AI_ANSWER_CHUNK' as const;
