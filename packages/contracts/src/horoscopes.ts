import { z } from 'zod';
import {
  pageSizes,
  PLACE_OWN_TIMEZONE,
  planetNames,
  timezoneOffsets,
  zodiacSigns,
} from './constants.ts';
import { emailField, maxLength, requiredText } from './common.ts';
import { genders, horoTypes } from './enums.ts';
import {
  DASHED_DATE_TIME_PATTERN,
  ENGINE_MAX_YEAR,
  BIRTH_TIME_PATTERN,
  ENGINE_MIN_YEAR,
  horoscopeEngineMessages,
  parseDayMonthYear,
  SLASHED_DATE_PATTERN,
  withSeconds,
} from './horoscope-engine.ts';
import { messages } from './messages.ts';

// Horoscope profiles, their charts, comments and general predictions (spec part 2 sections 3, 5 and 7).

const required = messages.generic.fieldRequired;

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

/** dd/MM/yyyy, a real calendar day in the years the engine casts charts for. */
export const birthDateField = requiredText(messages.birth.birthDate)
  .regex(SLASHED_DATE_PATTERN, messages.birth.birthDate)
  .refine(
    (value) => value.includes('/') && parseDayMonthYear(value) !== null,
    messages.birth.birthDate,
  )
  .refine((value) => {
    const year = parseDayMonthYear(value)?.year ?? 0;
    return year >= ENGINE_MIN_YEAR && year <= ENGINE_MAX_YEAR;
  }, horoscopeEngineMessages.year);

/** HH:mm or HH:mm:ss, 24 hours; kept as HH:mm:ss. */
export const birthTimeField = requiredText(messages.birth.birthTime)
  .regex(BIRTH_TIME_PATTERN, messages.birth.birthTime)
  .transform(withSeconds);

export const timeZoneField = z.enum([PLACE_OWN_TIMEZONE, ...timezoneOffsets], {
  error: messages.horoscope.timezone,
});

/** A coordinate crosses the API as an absolute value in decimal degrees plus its direction. */
const absoluteDegrees = (max: number) =>
  maxLength(requiredText(messages.horoscope.place), 30, messages.horoscope.place)
    .regex(/^\d{1,3}(\.\d+)?$/, messages.horoscope.place)
    .refine((value) => Number(value) <= max, messages.horoscope.place);

const phoneDigits = z
  .string({ error: messages.signUp.phone })
  .trim()
  .regex(/^\d{4,15}$/, messages.signUp.phone);

/** Dial code with or without its plus sign; stored and returned with it. */
const dialCode = z
  .string({ error: messages.signUp.phone })
  .trim()
  .regex(/^\+?\d{1,4}$/, messages.signUp.phone)
  .transform((value) => (value.startsWith('+') ? value : `+${value}`));

const birthFields = {
  name: requiredText(messages.name.firstRequired).max(120),
  gender: z.enum(genders, { error: messages.birth.gender }),
  birthDate: birthDateField,
  birthTime: birthTimeField,
  birthPlace: requiredText(messages.horoscope.place).max(200),
  latitude: absoluteDegrees(90),
  latitudeDirection: z.enum(['N', 'S'], { error: messages.horoscope.place }),
  longitude: absoluteDegrees(180),
  longitudeDirection: z.enum(['E', 'W'], { error: messages.horoscope.place }),
  timeZone: timeZoneField,
  relationship: z.string().trim().max(60).optional(),
  comments: z.string().trim().max(2000).optional(),
};

/** The external customer form of an astrologer: phone required. */
export const externalCustomerRequestSchema = z.object({
  ...birthFields,
  countryCode: dialCode,
  phone: phoneDigits,
});
export type ExternalCustomerRequest = z.input<typeof externalCustomerRequestSchema>;

/** The customer's own profile: phone optional. */
export const selfProfileRequestSchema = z.object({
  ...birthFields,
  countryCode: dialCode.optional(),
  phone: phoneDigits.optional(),
});
export type SelfProfileRequest = z.input<typeof selfProfileRequestSchema>;

export const horoscopeProfileSchema = z.object({
  horoscopeId: z.string(),
  name: z.string(),
  countryCode: z.string().nullable(),
  phone: z.string().nullable(),
  gender: z.enum(genders),
  birthDate: z.string(),
  birthTime: z.string(),
  birthPlace: z.string(),
  latitude: z.string(),
  latitudeDirection: z.enum(['N', 'S']),
  longitude: z.string(),
  longitudeDirection: z.enum(['E', 'W']),
  timeZone: z.string(),
  horoType: z.enum(horoTypes),
  relationship: z.string().nullable(),
  userId: z.string(),
  profilePic: z.string().nullable(),
  comments: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type HoroscopeProfile = z.infer<typeof horoscopeProfileSchema>;

export const horoscopeProfilesResponseSchema = z.object({
  horoscopeProfiles: z.array(horoscopeProfileSchema),
});
export type HoroscopeProfilesResponse = z.infer<typeof horoscopeProfilesResponseSchema>;

export const customerListQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(pageSizes.customers),
  sortBy: z.enum(['updatedAt', 'createdAt', 'name']).default('updatedAt'),
});

export const customerPageSchema = z.object({
  content: z.array(horoscopeProfileSchema),
  totalElements: z.number(),
  totalPages: z.number(),
  number: z.number(),
  size: z.number(),
});
export type CustomerPage = z.infer<typeof customerPageSchema>;

export const horoTypeQuerySchema = z.object({ horoType: z.enum(horoTypes).default('SELF') });

// The engine's chart shape, as GET /v1/horoscope/{id} returns it.
export const chartPoints = ['Ascendant', ...planetNames] as const;
export type ChartPointName = (typeof chartPoints)[number];
export const chartVargas = ['RASI', 'NAVAMSA'] as const;

const planetDetailSchema = z.object({
  longitude: z.number(),
  degree: z.number(),
  zodiacSignOccupiedByPlanet: z.enum(zodiacSigns),
  signRelation: z.string().nullable(),
  house: z.number(),
  isRetrograde: z.boolean(),
  nakshatra: z.string(),
  pada: z.number(),
});
export type PlanetDetailData = z.infer<typeof planetDetailSchema>;

const placementsSchema = z.record(z.enum(zodiacSigns), z.array(z.enum(chartPoints)));
export type SignPlacements = z.infer<typeof placementsSchema>;

export const dasaPeriodSchema = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  level: z.number(),
  planetName: z.string(),
  startingTime: z.string(),
  endingTime: z.string(),
});
export type DasaPeriodData = z.infer<typeof dasaPeriodSchema>;

export const horoscopeDataSchema = z.object({
  planetDetails: z.record(z.enum(chartPoints), planetDetailSchema),
  shadvargaDetails: z.record(z.string(), z.object({ shadVargaPlanetPositions: placementsSchema })),
  vimshottariDasaDetails: z.object({ dasaData: z.array(dasaPeriodSchema) }),
});
export type HoroscopeData = z.infer<typeof horoscopeDataSchema>;

export const commentRequestSchema = z.object({
  comments: requiredText(required).max(2000),
});
export type CommentRequest = z.infer<typeof commentRequestSchema>;

export const horoscopeCommentSchema = z.object({
  id: z.string(),
  comment: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type HoroscopeComment = z.infer<typeof horoscopeCommentSchema>;
export const horoscopeCommentsResponseSchema = z.object({
  comments: z.array(horoscopeCommentSchema),
});

export const predictionTypes = ['GENERAL_PREDICTION'] as const;
export const ADDITIONAL_NOTES = 'Additional Notes';

export const predictionItemSchema = z.object({
  header: requiredText(required).max(200),
  description: requiredText(required).max(10_000),
});
export type PredictionItem = z.infer<typeof predictionItemSchema>;

export const predictionRequestSchema = z.object({
  type: z.enum(predictionTypes, { error: required }),
  content: z.array(predictionItemSchema).max(50),
});
export type PredictionRequest = z.infer<typeof predictionRequestSchema>;

export const predictionSchema = z.object({
  type: z.enum(predictionTypes),
  content: z.array(z.object({ header: z.string(), description: z.string() })),
  updatedAt: z.string().nullable(),
});
export type Prediction = z.infer<typeof predictionSchema>;
export const predictionsResponseSchema = z.object({ predictions: z.array(predictionSchema) });
export type PredictionsResponse = z.infer<typeof predictionsResponseSchema>;

/** 'dd-MM-yyyy HH:mm:ss' -> its parts, or null when it is not a real moment. */
export function parseDashedDateTime(text: string) {
  const [date = '', time = '', ...rest] = text.split(' ');
  const day = date.includes('-') ? parseDayMonthYear(date) : null;
  if (!day || rest.length || !TIME_PATTERN.test(time)) return null;
  const [hour, minute, second] = time.split(':').map(Number) as [number, number, number];
  return { ...day, hour, minute, second };
}

export const sendHoroscopeQuerySchema = z.object({
  email: emailField(),
  timezone: z.enum(timezoneOffsets, { error: messages.horoscope.timezone }),
  /** The moment whose running dasa periods the e-mail lists. */
  dateTime: requiredText(required)
    .regex(DASHED_DATE_TIME_PATTERN, required)
    .refine((value) => parseDashedDateTime(value) !== null, required),
});
export type SendHoroscopeQuery = z.infer<typeof sendHoroscopeQuerySchema>;

/** Ids that are not ours answer 404 in the service, whatever their shape. */
export const horoscopeIdParamsSchema = z.object({ id: z.string() });
export const customerIdParamsSchema = z.object({ customerId: z.string() });

// Chart reading helpers the screens and the horoscope e-mail share.

export const planetAbbreviations: Record<ChartPointName, string> = {
  Ascendant: 'Asc',
  Sun: 'Su',
  Moon: 'Mo',
  Mars: 'Ma',
  Mercury: 'Me',
  Jupiter: 'Ju',
  Venus: 'Ve',
  Saturn: 'Sa',
  Rahu: 'Ra',
  Ketu: 'Ke',
};

/** Degrees within a sign as D°M'S" (truncated, never rounded up into the next sign). */
export function formatDegree(degree: number): string {
  const totalSeconds = Math.floor(degree * 3600 + 1e-6);
  const d = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d}°${two(m)}'${two(s)}"`;
}

/** The periods (one per level) running at an instant, outermost first. */
export function runningPeriods(periods: readonly DasaPeriodData[], at: number): DasaPeriodData[] {
  return periods
    .filter((p) => Date.parse(p.startingTime) <= at && at < Date.parse(p.endingTime))
    .sort((a, b) => a.level - b.level);
}

export type Point = readonly [number, number];

/** Side of the square every chart is drawn in; drawings scale it through their viewBox. */
export const CHART_SIZE = 400;
/** The drawing's viewBox: the square with room for the outer border's stroke. */
export const CHART_VIEW_BOX = `-2 -2 ${CHART_SIZE + 4} ${CHART_SIZE + 4}`;

/** South Indian chart: signs fixed in a 4×4 ring, Pisces top left, running clockwise. */
export const southIndianCells: Record<(typeof zodiacSigns)[number], Point> = {
  Pisces: [0, 0],
  Aries: [1, 0],
  Taurus: [2, 0],
  Gemini: [3, 0],
  Cancer: [3, 1],
  Leo: [3, 2],
  Virgo: [3, 3],
  Libra: [2, 3],
  Scorpio: [1, 3],
  Sagittarius: [0, 3],
  Capricorn: [0, 2],
  Aquarius: [0, 1],
};

const S = CHART_SIZE;
const H = S / 2;
const Q = S / 4;
/**
 * North Indian chart: houses fixed, the first house the top diamond, counting anticlockwise; each
 * house's polygon and the point where its sign number and planets are centred.
 */
export const northIndianHouses: ReadonlyArray<{ points: readonly Point[]; centre: Point }> = [
  {
    points: [
      [H, 0],
      [3 * Q, Q],
      [H, H],
      [Q, Q],
    ],
    centre: [H, Q],
  },
  {
    points: [
      [0, 0],
      [H, 0],
      [Q, Q],
    ],
    centre: [Q, Q / 2],
  },
  {
    points: [
      [0, 0],
      [Q, Q],
      [0, H],
    ],
    centre: [Q / 2, Q],
  },
  {
    points: [
      [0, H],
      [Q, Q],
      [H, H],
      [Q, 3 * Q],
    ],
    centre: [Q, H],
  },
  {
    points: [
      [0, H],
      [Q, 3 * Q],
      [0, S],
    ],
    centre: [Q / 2, 3 * Q],
  },
  {
    points: [
      [0, S],
      [Q, 3 * Q],
      [H, S],
    ],
    centre: [Q, S - Q / 2],
  },
  {
    points: [
      [H, S],
      [Q, 3 * Q],
      [H, H],
      [3 * Q, 3 * Q],
    ],
    centre: [H, 3 * Q],
  },
  {
    points: [
      [H, S],
      [3 * Q, 3 * Q],
      [S, S],
    ],
    centre: [3 * Q, S - Q / 2],
  },
  {
    points: [
      [S, S],
      [3 * Q, 3 * Q],
      [S, H],
    ],
    centre: [S - Q / 2, 3 * Q],
  },
  {
    points: [
      [S, H],
      [3 * Q, 3 * Q],
      [H, H],
      [3 * Q, Q],
    ],
    centre: [3 * Q, H],
  },
  {
    points: [
      [S, H],
      [3 * Q, Q],
      [S, 0],
    ],
    centre: [S - Q / 2, Q],
  },
  {
    points: [
      [S, 0],
      [3 * Q, Q],
      [H, 0],
    ],
    centre: [3 * Q, Q / 2],
  },
];

/** The sign in each North Indian house (index 0 = first house), counted from the Lagna sign. */
export function signsByHouse(lagnaSign: (typeof zodiacSigns)[number]) {
  const first = zodiacSigns.indexOf(lagnaSign);
  return northIndianHouses.map((_, house) => zodiacSigns[(first + house) % 12]!);
}

/** The sign that holds the Ascendant in a varga's placements. */
export function lagnaSignOf(placements: SignPlacements): (typeof zodiacSigns)[number] {
  return zodiacSigns.find((sign) => placements[sign]?.includes('Ascendant')) ?? 'Aries';
}
