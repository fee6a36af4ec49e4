import { z } from 'zod';
import { zodiacSigns } from './constants.ts';
import { genders } from './enums.ts';
import { isoDateField, latitudeField, longitudeField } from './geo.ts';
import { ENGINE_MAX_YEAR, ENGINE_MIN_YEAR, horoscopeEngineMessages } from './horoscope-engine.ts';
import { chartPoints, horoscopeDataSchema } from './horoscopes.ts';
import { messages } from './messages.ts';

// The public astrology tools (issue 46): panchang of a day, free kundli, kundli matching.

const toolMessages = messages.astroTools;

/** An IANA zone name the runtime knows ('Asia/Kolkata'); a bare offset is not a zone. */
export function isTimeZoneName(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneNameField = z
  .string({ error: toolMessages.timezone })
  .trim()
  .min(1, toolMessages.timezone)
  .max(64, toolMessages.timezone)
  .refine(isTimeZoneName, toolMessages.timezone);

const inEngineYears = (iso: string) => {
  const year = Number(iso.slice(0, 4));
  return year >= ENGINE_MIN_YEAR && year <= ENGINE_MAX_YEAR;
};

/** 'YYYY-MM-DD', a real day from 1800 to 2200. */
const engineDateField = (message: string) =>
  isoDateField(message).refine(inEngineYears, horoscopeEngineMessages.year);

/** The panchang's place until a visitor picks their own. */
export const defaultPanchangPlace = {
  name: 'New Delhi',
  state: 'Delhi',
  country: 'India',
  countryCode: 'IN',
  latitude: 28.6139,
  longitude: 77.209,
  zoneName: 'Asia/Kolkata',
} as const;

/** Today's date, 'YYYY-MM-DD', in an IANA zone. */
export function todayIn(zone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(now);
}

/** Places beyond the polar circles go days without a sunrise, so the day has no panchang. */
export const PANCHANG_MAX_LATITUDE = 66;

export const riseConventions = ['standard', 'hindu'] as const;
export type RiseConvention = (typeof riseConventions)[number];

export const panchangQuerySchema = z.object({
  date: engineDateField(toolMessages.date),
  latitude: z.coerce
    .number({ error: toolMessages.latitude })
    .min(-PANCHANG_MAX_LATITUDE, toolMessages.polarLatitude)
    .max(PANCHANG_MAX_LATITUDE, toolMessages.polarLatitude),
  longitude: longitudeField,
  timezone: timeZoneNameField,
  riseConvention: z
    .enum(riseConventions, { error: toolMessages.riseConvention })
    .default('standard'),
});
export type PanchangQuery = z.input<typeof panchangQuerySchema>;
export type CheckedPanchangQuery = z.infer<typeof panchangQuerySchema>;

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** A birth: local date and time at a place, in the place's IANA zone. */
export const birthDetailsSchema = z.object({
  name: z.string().trim().max(120).optional(),
  gender: z.enum(genders, { error: messages.birth.gender }).optional(),
  date: engineDateField(toolMessages.birthDate),
  /** 'HH:mm' or 'HH:mm:ss', 24 hours. */
  time: z
    .string({ error: toolMessages.birthTime })
    .trim()
    .regex(TIME_PATTERN, toolMessages.birthTime),
  latitude: latitudeField,
  longitude: longitudeField,
  timezone: timeZoneNameField,
  /** How the place reads ('Pune, Maharashtra, India'); shown with the chart, not used by it. */
  place: z.string().trim().max(200).optional(),
});
export type BirthDetails = z.input<typeof birthDetailsSchema>;
/** A birth as the schema hands it on (coordinates as numbers, trimmed texts). */
export type CheckedBirthDetails = z.infer<typeof birthDetailsSchema>;

export const kundliRequestSchema = birthDetailsSchema;
export type KundliRequest = BirthDetails;

export const matchingRequestSchema = z.object({
  boy: birthDetailsSchema,
  girl: birthDetailsSchema,
});
export type MatchingRequest = z.input<typeof matchingRequestSchema>;

/**
 * A match where either side may be a saved horoscope the caller can read (`boyHoroscopeId`,
 * `girlHoroscopeId`) instead of a birth; each side is exactly one of the two.
 */
export const savedMatchingRequestSchema = z
  .object({
    boy: birthDetailsSchema.optional(),
    girl: birthDetailsSchema.optional(),
    boyHoroscopeId: z.string().max(64).optional(),
    girlHoroscopeId: z.string().max(64).optional(),
  })
  .superRefine((request, context) => {
    for (const side of ['boy', 'girl'] as const) {
      const saved = request[`${side}HoroscopeId`] !== undefined;
      if (saved === (request[side] !== undefined))
        context.addIssue({
          code: 'custom',
          path: [saved ? side : `${side}HoroscopeId`],
          message: toolMessages.savedOrBirth,
        });
    }
  });
export type SavedMatchingRequest = z.input<typeof savedMatchingRequestSchema>;

// Answers.

const limbSchema = z.object({
  number: z.number(),
  name: z.string(),
  /** Local ISO 8601 date-times at the day's offset. */
  startsAt: z.string(),
  endsAt: z.string(),
});
export type PanchangLimb = z.infer<typeof limbSchema>;

const rangeSchema = z.object({ start: z.string(), end: z.string() });

const varaSchema = z.object({
  number: z.number(),
  name: z.string(),
  sanskrit: z.string(),
  lord: z.string(),
});

const masaSchema = z.object({ amanta: z.string(), purnimanta: z.string(), adhika: z.boolean() });
const samvatSchema = z.object({ vikram: z.number(), shaka: z.number() });

export const panchangSchema = z.object({
  date: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timezone: z.string(),
  utcOffset: z.string(),
  riseConvention: z.enum(riseConventions),
  /** Local 'HH:mm:ss'; the sunset may fall after midnight near the polar circles. */
  sunrise: z.string(),
  sunset: z.string(),
  moonrise: z.string().nullable(),
  moonset: z.string().nullable(),
  vara: varaSchema,
  tithi: z.array(limbSchema.extend({ paksha: z.string() })),
  nakshatra: z.array(limbSchema.extend({ lord: z.string() })),
  yoga: z.array(limbSchema),
  karana: z.array(limbSchema),
  rahuKalam: rangeSchema,
  yamaganda: rangeSchema,
  gulikaKalam: rangeSchema,
  abhijit: rangeSchema,
  masa: masaSchema,
  samvat: samvatSchema,
  ritu: z.string(),
});
export type Panchang = z.infer<typeof panchangSchema>;

const mangalFromSchema = z.object({ house: z.number(), dosha: z.boolean() });
export const mangalDoshaSchema = z.object({
  fromLagna: mangalFromSchema,
  fromMoon: mangalFromSchema,
  fromVenus: mangalFromSchema,
  present: z.boolean(),
  cancelledBy: z.array(z.string()),
  /** Present and not cancelled. */
  effective: z.boolean(),
});
export type MangalDoshaData = z.infer<typeof mangalDoshaSchema>;

const moonPlaceSchema = z.object({
  name: z.string(),
  nakshatra: z.string(),
  pada: z.number(),
  sign: z.enum(zodiacSigns),
});

export const kootaNames = [
  'Varna',
  'Vashya',
  'Tara',
  'Yoni',
  'Graha Maitri',
  'Gana',
  'Bhakoot',
  'Nadi',
] as const;

export const matchingSchema = z.object({
  boyMoon: moonPlaceSchema,
  girlMoon: moonPlaceSchema,
  kootas: z.array(
    z.object({
      name: z.enum(kootaNames),
      boy: z.string(),
      girl: z.string(),
      points: z.number(),
      max: z.number(),
    }),
  ),
  total: z.number(),
  max: z.literal(36),
  verdict: z.string(),
  /** The cancellations of nadi and bhakoot dosha that apply (the score itself follows the tables). */
  cancellations: z.array(z.string()),
  manglik: z.object({
    boy: mangalDoshaSchema,
    girl: mangalDoshaSchema,
    /** Both carry an effective dosha, which cancels it for the couple. */
    cancelledByEachOther: z.boolean(),
    /** One of the two carries an effective dosha the other does not share. */
    effective: z.boolean(),
  }),
});
export type Matching = z.infer<typeof matchingSchema>;

/** The verdict on a guna milan total, as the almanacs grade it. */
export function matchVerdict(total: number): string {
  if (total < 18) return toolMessages.verdict.poor;
  if (total <= 24) return toolMessages.verdict.average;
  if (total <= 32) return toolMessages.verdict.good;
  return toolMessages.verdict.excellent;
}

export const shodashavargas = [
  'D1',
  'D2',
  'D3',
  'D4',
  'D7',
  'D9',
  'D10',
  'D12',
  'D16',
  'D20',
  'D24',
  'D27',
  'D30',
  'D40',
  'D45',
  'D60',
] as const;
export type ShodashavargaCode = (typeof shodashavargas)[number];

const placementsSchema = z.record(z.enum(zodiacSigns), z.array(z.enum(chartPoints)));

const dasaSpanSchema = z.object({
  level: z.number(),
  lord: z.string(),
  /** The yogini ruling the period (Yogini dasa only). */
  yogini: z.string().optional(),
  start: z.string(),
  end: z.string(),
});
export type DasaSpanData = z.infer<typeof dasaSpanSchema>;

export const ashtakavargaOwners = [
  'Sun',
  'Moon',
  'Mars',
  'Mercury',
  'Jupiter',
  'Venus',
  'Saturn',
  'Lagna',
] as const;

export const kundliSchema = z.object({
  birth: z.object({
    name: z.string(),
    gender: z.enum(genders).nullable(),
    date: z.string(),
    time: z.string(),
    place: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    timezone: z.string(),
    utcOffset: z.string(),
  }),
  /** The panchanga at the moment of birth; null where the Sun did not rise that day (near the poles). */
  panchanga: z
    .object({
      vara: varaSchema,
      tithi: z.object({ number: z.number(), name: z.string(), paksha: z.string() }),
      nakshatra: z.object({
        number: z.number(),
        name: z.string(),
        pada: z.number(),
        lord: z.string(),
      }),
      yoga: z.object({ number: z.number(), name: z.string() }),
      karana: z.object({ number: z.number(), name: z.string() }),
      sunrise: z.string(),
      masa: masaSchema,
      samvat: samvatSchema,
    })
    .nullable(),
  /** Positions, the Lagna and Navamsa charts and Vimshottari to three levels, as the portal's charts. */
  chart: horoscopeDataSchema,
  vargas: z.array(
    z.object({ code: z.enum(shodashavargas), name: z.string(), placements: placementsSchema }),
  ),
  ashtakavarga: z.object({
    bhinna: z.array(
      z.object({
        owner: z.enum(ashtakavargaOwners),
        bindus: z.array(z.number()),
        total: z.number(),
      }),
    ),
    sarva: z.array(z.number()),
    sarvaTotal: z.number(),
  }),
  /** Yogini mahadashas with their antardashas. */
  yogini: z.array(dasaSpanSchema.extend({ subPeriods: z.array(dasaSpanSchema) })),
  mangalDosha: mangalDoshaSchema,
  /** The periods running today: Vimshottari to the fifth level, Yogini to the second. */
  running: z.object({
    vimshottari: z.array(dasaSpanSchema),
    yogini: z.array(dasaSpanSchema),
  }),
});
export type Kundli = z.infer<typeof kundliSchema>;
