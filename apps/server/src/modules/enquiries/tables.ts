import type { Generated } from 'kysely';

export interface EnquiriesTable {
  id: Generated<string>;
  first_name: string;
  last_name: string;
  email: string;
  enquiry_type: string;
  message: string;
  /** The learn-astrology fields; null for contact enquiries. */
  course: string | null;
  language: string | null;
  secondary_education: boolean | null;
  basic_course_completed: boolean | null;
  created_at: Generated<Date>;
}

export interface EnquiriesTables {
  enquiries: EnquiriesTable;
}
