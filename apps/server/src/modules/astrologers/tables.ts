import type { ColumnType, Generated } from 'kysely';
import type {
  AvailabilityStatus,
  ConsultingLanguage,
  DocumentKind,
  ReviewStatus,
} from '@kusp/contracts';

export interface AstrologerProfilesTable {
  user_id: string;
  short_experience: Generated<string>;
  long_experience: Generated<string>;
  years_of_experience: string | null;
  expertise_area: string | null;
  country: Generated<string>;
  country_iso_code: Generated<string>;
  state: Generated<string>;
  state_iso_code: Generated<string>;
  /** numeric: drivers return it as text to keep the exact value. */
  rate: ColumnType<string, string | number | undefined, string | number>;
  rate_currency: Generated<string>;
  visibility: Generated<'ON' | 'OFF'>;
  offline_question_enabled: Generated<boolean>;
  text_chat_enabled: Generated<boolean>;
  video_call_enabled: Generated<boolean>;
  availability_status: Generated<AvailabilityStatus>;
  profile_image: string | null;
  /** Visible reviews and the sum of their stars, moved in each review's transaction (modules/reviews). */
  review_count: Generated<number>;
  rating_sum: Generated<number>;
  /** The languages they consult in: at least one, in contracts' `consultingLanguages` order. */
  languages: ColumnType<
    ConsultingLanguage[],
    ConsultingLanguage[] | undefined,
    ConsultingLanguage[]
  >;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  /** Only APPROVED profiles are listed and can be paid for (docs/operations.md). */
  review_status: Generated<ReviewStatus>;
  /** The operator's reason for a rejection or suspension. */
  review_reason: ColumnType<string | null, string | null | undefined, string | null>;
  reviewed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface AstrologerDocumentsTable {
  id: Generated<string>;
  astrologer_id: string;
  kind: DocumentKind;
  /** Random name under DATA_DIR/uploads/documents; never the uploaded name. */
  stored_name: string;
  /** The name the astrologer's file had, offered again on download. */
  file_name: string;
  /** Judged from the content, not from the name. */
  content_type: string;
  size_bytes: number;
  uploaded_at: Generated<Date>;
}

export interface CustomerAvailabilityTable {
  user_id: string;
  availability_status: AvailabilityStatus;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface AstrologersTables {
  astrologer_profiles: AstrologerProfilesTable;
  astrologer_documents: AstrologerDocumentsTable;
  customer_availability: CustomerAvailabilityTable;
}
