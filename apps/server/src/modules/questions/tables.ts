import type { ColumnType, Generated } from 'kysely';
import type { AnswerStatus } from '@kusp/contracts';

export interface QuestionsTable {
  id: Generated<string>;
  customer_id: string;
  astrologer_id: string;
  horoscope_id: string;
  parent_question_id: string | null;
  question_header: string;
  question: string;
  status: AnswerStatus;
  answer: string | null;
  answer_date: Date | null;
  due_date: Date | null;
  order_id: string | null;
  refunded_at: Date | null;
  /** An unpaid question the customer deleted: listed nowhere, its order no longer payable. */
  deleted_at: Date | null;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export type NoticeKind = 'ARRIVED' | 'ANSWERED' | 'REFUNDED';

export interface QuestionNoticesTable {
  id: Generated<string>;
  question_id: string;
  kind: NoticeKind;
  created_at: Generated<Date>;
  sent_at: Date | null;
}

export interface QuestionsTables {
  questions: QuestionsTable;
  question_notices: QuestionNoticesTable;
}
