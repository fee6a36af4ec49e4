import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { Gender, HoroscopeData, PredictionItem } from '@kusp/contracts';

type HoroType = 'SELF' | 'EXTERNAL_CUSTOMER';
/** numeric: both drivers return the exact decimal as text. */
type Decimal = ColumnType<string, string, string>;

export interface HoroscopeProfilesTable {
  id: Generated<string>;
  user_id: string;
  horo_type: HoroType;
  name: string;
  country_code: string | null;
  phone: string | null;
  gender: Gender;
  /** 'YYYY-MM-DD' */
  birth_date: string;
  /** 'HH:MM:SS' */
  birth_time: string;
  birth_place: string;
  latitude: Decimal;
  longitude: Decimal;
  time_zone: string;
  relationship: string | null;
  profile_pic: string | null;
  comments: string | null;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface HoroscopeChartsTable {
  horoscope_id: string;
  input_key: string;
  data: JSONColumnType<HoroscopeData>;
  computed_at: ColumnType<Date, Date | undefined, Date>;
}

export interface HoroscopeCommentsTable {
  id: Generated<string>;
  horoscope_id: string;
  author_id: string;
  comment: string;
  created_at: Generated<Date>;
}

export interface HoroscopePredictionsTable {
  horoscope_id: string;
  type: 'GENERAL_PREDICTION';
  content: JSONColumnType<PredictionItem[]>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface HoroscopesTables {
  horoscope_profiles: HoroscopeProfilesTable;
  horoscope_charts: HoroscopeChartsTable;
  horoscope_comments: HoroscopeCommentsTable;
  horoscope_predictions: HoroscopePredictionsTable;
}
