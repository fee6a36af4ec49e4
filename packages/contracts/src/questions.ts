import { z } from 'zod';
import { requiredText } from './common.ts';
import { limits, pageSizes } from './constants.ts';
import { answerStatuses } from './enums.ts';
import { messages } from './messages.ts';

// Paid offline questions and their follow-ups (spec part 2 sections 3, 4, 5 and 7).

export type AnswerStatus = (typeof answerStatuses)[number];
/** The only statuses an astrologer may set; the others belong to the payment flow. */
export const astrologerAnswerStatuses = ['DRAFT', 'ANSWERED'] as const;
/** The pending list's statuses; any other filter fills the answered list (spec part 2 section 4). */
export const pendingAnswerStatuses = ['DRAFT', 'PENDING_REPLY'] as const;

/** Texts the spec leaves to us: why the server refuses a step of the status machine. */
export const questionTexts = {
  statusNotAllowed: 'An answer can only be saved as DRAFT or ANSWERED',
  awaitingPayment: 'This question is awaiting payment',
  refunded: 'This question was refunded because it was not answered in time',
  answeredStaysAnswered: 'An answered question cannot go back to draft',
  threadFull: `A question thread holds at most ${limits.followUpThread} messages`,
  followUpUnpaid: 'Please pay for the question before sending a follow-up',
  noHoroscope:
    'Please fill in your birth details first: the astrologer answers from your horoscope',
  notTakingQuestions: 'This astrologer is not taking questions at the moment',
  mismatch: 'The astrologer or horoscope does not match the question',
  notAThread: 'A follow-up continues a question you asked, not another follow-up',
  onlyUnpaidDeleted: 'Only a question that is not paid yet can be deleted',
  deleted: 'Question deleted',
} as const;

const required = messages.question.fieldRequired;

const headerField = requiredText(required).max(200, 'At most 200 characters are allowed');
const questionField = requiredText(required)
  .min(limits.questionMinLength, messages.question.minLength)
  .max(4000, 'At most 4000 characters are allowed');
const idField = requiredText(required).max(64);

/** POST /v1/question: the Ask A Question modal. The horoscope is the customer's own (SELF) one. */
export const askQuestionRequestSchema = z.object({
  astrologerId: idField,
  questionHeader: headerField,
  question: questionField,
});
export type AskQuestionRequest = z.input<typeof askQuestionRequestSchema>;

/** POST /v1/question/follow-up, the spec's body: a question, placed in the thread it follows. */
export const followUpRequestSchema = askQuestionRequestSchema.extend({
  horoscopeId: idField,
  parentQuestionId: idField,
});
export type FollowUpRequest = z.input<typeof followUpRequestSchema>;

/** PUT /v1/question/answer, the spec's body; answerDate is clocked by the server. */
export const saveAnswerRequestSchema = z.object({
  questionId: idField,
  astrologerId: idField,
  horoscopeId: idField,
  answerStatus: z.enum(astrologerAnswerStatuses, { error: questionTexts.statusNotAllowed }),
  astrologerAnswer: requiredText(required).max(20_000, 'At most 20000 characters are allowed'),
  answerDate: z.string().max(40).optional(),
});
export type SaveAnswerRequest = z.input<typeof saveAnswerRequestSchema>;

export interface Question {
  questionId: string;
  questionHeader: string;
  question: string;
  /** When it was asked (ISO 8601). */
  questionDate: string;
  /** The answer deadline, set when the question is paid (follow-ups: when sent). */
  dueDate: string | null;
  /** The answer text; a customer never sees a draft. */
  answer: string | null;
  answerStatus: AnswerStatus;
  answerDate: string | null;
  /** The latest answer in the question's thread (the My Questions 'Last answered'). */
  lastAnswerDate: string | null;
  /** Paid, past its due date and not answered. */
  overdue: boolean;
  /** Set when the unanswered question was refunded; it then leaves the pending list. */
  refundedAt: string | null;
  astrologerId: string;
  astrologerFirstName: string;
  astrologerLastName: string;
  customerId: string;
  customerFirstName: string;
  customerLastName: string;
  horoscopeId: string;
  parentQuestionId: string | null;
  orderId: string | null;
  /** The order's total in paise (to pay it again after an abandoned payment). */
  orderTotal: number | null;
  /** The follow-ups, oldest first (filled on the thread's first question). */
  subQuestions: Question[];
}

const questionBase = z.object({
  questionId: z.string(),
  questionHeader: z.string(),
  question: z.string(),
  questionDate: z.string(),
  dueDate: z.string().nullable(),
  answer: z.string().nullable(),
  answerStatus: z.enum(answerStatuses),
  answerDate: z.string().nullable(),
  lastAnswerDate: z.string().nullable(),
  overdue: z.boolean(),
  refundedAt: z.string().nullable(),
  astrologerId: z.string(),
  astrologerFirstName: z.string(),
  astrologerLastName: z.string(),
  customerId: z.string(),
  customerFirstName: z.string(),
  customerLastName: z.string(),
  horoscopeId: z.string(),
  parentQuestionId: z.string().nullable(),
  orderId: z.string().nullable(),
  orderTotal: z.number().int().nullable(),
});
export const questionSchema: z.ZodType<Question> = questionBase.extend({
  subQuestions: z.array(questionBase.extend({ subQuestions: z.array(z.never()) })),
});

export const questionPageSchema = z.object({
  content: z.array(questionSchema),
  totalElements: z.number(),
  totalPages: z.number(),
  /** Zero-based page number. */
  number: z.number(),
  size: z.number(),
  pageSize: z.number(),
});
export type QuestionPage = z.infer<typeof questionPageSchema>;

export const answerSchema = z.object({
  questionId: z.string(),
  answer: z.string().nullable(),
  answerStatus: z.enum(answerStatuses),
  answerDate: z.string().nullable(),
  astrologerId: z.string(),
});
export type Answer = z.infer<typeof answerSchema>;

/** A repeatable query parameter: one value arrives as a string, several as an array. */
const repeatable = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value === undefined || Array.isArray(value) ? value : [value]),
    z.array(item).max(10).optional(),
  );

const pageFields = {
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(50).default(pageSizes.list),
};

/**
 * GET /v1/question/customer-question. An astrologer sends their own astrologerId (and statuses); a
 * customer their own horoscopeId (and onlyMainQuestions).
 */
export const questionListQuerySchema = z.object({
  astrologerId: z.string().max(64).optional(),
  horoscopeId: z.string().max(64).optional(),
  onlyMainQuestions: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  status: repeatable(z.enum(answerStatuses, { error: 'Unknown answer status' })),
  sortOrder: z.enum(['ASC', 'DESC']).default('DESC'),
  ...pageFields,
});
export type QuestionListQuery = z.output<typeof questionListQuerySchema>;

export const myQuestionsQuerySchema = z.object(pageFields);
export type MyQuestionsQuery = z.output<typeof myQuestionsQuerySchema>;

export const questionIdParamsSchema = z.object({ id: z.string() });

/** The messages of a thread: its first question and the follow-ups. */
export const threadMessages = (thread: Pick<Question, 'subQuestions'>) =>
  1 + thread.subQuestions.length;

/** Follow-ups are open while the thread has room and is paid (and not refunded). */
export const canFollowUp = (thread: Question) =>
  threadMessages(thread) < limits.followUpThread &&
  thread.answerStatus !== 'PAYMENT_PENDING' &&
  thread.refundedAt === null;

/** The thread view shows an answer when its text is present and the status is ANSWERED or PENDING_REPLY. */
export const showsAnswer = (question: Pick<Question, 'answer' | 'answerStatus'>) =>
  Boolean(question.answer) &&
  (question.answerStatus === 'ANSWERED' || question.answerStatus === 'PENDING_REPLY');
