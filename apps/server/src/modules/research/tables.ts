import type { ColumnType, Generated } from 'kysely';
import type { EventArea, EventType, Gender, Language } from '@kusp/contracts';

export interface BirthDetailsTable {
  reference_id: string;
  /** 'YYYY-MM-DD'. */
  birth_date: string;
  /** 'HH:mm', 24 hour. */
  birth_time: string;
  gender: Gender;
  birth_place: string;
  /** '+05:30' style, or '-1' for the place's own zone. */
  timezone: string;
  email: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The ISO week ('2026-W47', UTC) whose drawing this entry joins. */
  drawing_week: string;
  /** The language the entry was made in (Accept-Language): the winner's mail is written in it. */
  language: Language;
  created_at: Generated<Date>;
}

export interface LifeEventsTable {
  id: Generated<string>;
  reference_id: string;
  area: EventArea;
  event: string;
  sub_event: string;
  type: EventType;
  /** 'YYYY-MM-DD'. */
  date: string;
  description: string;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface DrawingWinnersTable {
  week: string;
  reference_id: string;
  email: string;
  /** How many entries the week had. */
  entries: number;
  drawn_at: Generated<Date>;
  /** Set when the winner's e-mail went out; a failed send is retried on the next run. */
  notified_at: Date | null;
}

export interface ResearchTables {
  birth_details: BirthDetailsTable;
  life_events: LifeEventsTable;
  drawing_winners: DrawingWinnersTable;
}
