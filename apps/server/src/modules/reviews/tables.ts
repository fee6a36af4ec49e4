import type { ColumnType, Generated } from 'kysely';

type Moment = ColumnType<Date | null, Date | null | undefined, Date | null>;
type Text = ColumnType<string | null, string | null | undefined, string | null>;

/** One customer's stars and words about one delivered order (docs/operations.md, "Review rules"). */
export interface ReviewsTable {
  id: Generated<string>;
  order_id: string;
  astrologer_id: string;
  customer_id: string;
  rating: number;
  /** Plain text, at most 1,000 characters; '' when only stars were given. */
  text: Generated<string>;
  created_at: Generated<Date>;
  edited_at: Moment;
  /** The astrologer's one reply. */
  reply: Text;
  replied_at: Moment;
  /** Set by an operator: the review no longer shows or counts. */
  hidden_at: Moment;
  hidden_reason: Text;
  hidden_by: Text;
}

/** Someone signed in said a review should not be there; one report per person and review. */
export interface ReviewReportsTable {
  review_id: string;
  reporter_id: string;
  reason: Generated<string>;
  created_at: Generated<Date>;
}

export interface ReviewsTables {
  reviews: ReviewsTable;
  review_reports: ReviewReportsTable;
}
