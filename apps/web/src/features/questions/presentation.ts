import { defaultQuote, type Question } from '@kusp/contracts';

/** What a customer's question is waiting for, in their words. */
export function customerStatus(
  question: Pick<Question, 'answerStatus' | 'refundedAt'>,
): 'refunded' | 'draft' | 'answered' | 'awaiting' {
  if (question.refundedAt) return 'refunded';
  switch (question.answerStatus) {
    case 'PAYMENT_PENDING':
      return 'draft';
    case 'ANSWERED':
      return 'answered';
    default:
      return 'awaiting';
  }
}

/** The price to show for a question: the quote's total, or the spec's default quote of 5. */
export const questionPricePaise = (quote: { totalAmount: number } | undefined) =>
  quote?.totalAmount ?? defaultQuote * 100;

/** The thread's messages in order: the first question, then the follow-ups. */
export const messagesOf = (thread: Question): Question[] => [thread, ...thread.subQuestions];

/** The message the astrologer answers next: the first one not yet answered, when the thread is open. */
export function nextToAnswer(thread: Question): Question | undefined {
  if (thread.answerStatus === 'PAYMENT_PENDING' || thread.refundedAt) return undefined;
  return messagesOf(thread).find((q) => q.answerStatus !== 'ANSWERED');
}
