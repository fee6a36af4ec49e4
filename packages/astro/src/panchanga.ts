import { DASA_ORDER } from './dasa.ts';
import type { Graha } from './ephemeris/index.ts';
import { checkPlace, toUniversalTime } from './input.ts';
import type { LocalDateTime } from './input.ts';
import { lunarCalendarAt } from './lunar-calendar.ts';
import type { Ayana, MasaName, RituName } from './lunar-calendar.ts';
import {
  civilDayStart,
  crossings,
  isoAt,
  NoSunriseError,
  nextSunEvent,
  previousSunset,
  refineRoot,
  sunriseBetween,
} from './rise-set.ts';
import type { Observer, RiseSetInput, RisingConvention } from './rise-set.ts';
import { Sky } from './sky.ts';
import { NAKSHATRA_SPAN, NAKSHATRAS } from './zodiac.ts';
import type { NakshatraName, SignName } from './zodiac.ts';

/*
 * The five limbs of the Hindu almanac (panchanga) from the real Sun and Moon (sidereal, Lahiri):
 * - tithi: each 12° of the Moon's elongation from the Sun, 30 in a lunar month, 1–15 in the bright half
 *   (Shukla paksha), 16–30 in the dark half (Krishna), the 30th being Amavasya (Surya Siddhanta 2.66);
 * - nakshatra: each 13°20′ of the Moon's longitude (Surya Siddhanta 2.64), in four padas of 3°20′;
 * - yoga: each 13°20′ of the sum of the Sun's and the Moon's longitudes (Surya Siddhanta 2.65);
 * - karana: each half tithi, 60 in the month: Kimstughna first, the seven movable karanas (Bava … Vishti)
 *   eight times, then the fixed Shakuni, Chatushpada and Naga (Surya Siddhanta 2.67–69, Burgess);
 * - vara: the weekday, counted from sunrise to sunrise.
 * Each starts and ends when the quantity crosses its boundary: found by root-finding on the interpolated
 * real positions (sky.ts) to 0.01 s.
 */

export const TITHIS = [
  'Pratipada',
  'Dwitiya',
  'Tritiya',
  'Chaturthi',
  'Panchami',
  'Shashthi',
  'Saptami',
  'Ashtami',
  'Navami',
  'Dashami',
  'Ekadashi',
  'Dwadashi',
  'Trayodashi',
  'Chaturdashi',
  'Purnima',
  'Amavasya',
] as const;
export type TithiName = (typeof TITHIS)[number];

export const YOGAS = [
  'Vishkambha',
  'Priti',
  'Ayushman',
  'Saubhagya',
  'Shobhana',
  'Atiganda',
  'Sukarma',
  'Dhriti',
  'Shula',
  'Ganda',
  'Vriddhi',
  'Dhruva',
  'Vyaghata',
  'Harshana',
  'Vajra',
  'Siddhi',
  'Vyatipata',
  'Variyana',
  'Parigha',
  'Shiva',
  'Siddha',
  'Sadhya',
  'Shubha',
  'Shukla',
  'Brahma',
  'Indra',
  'Vaidhriti',
] as const;
export type YogaName = (typeof YOGAS)[number];

const MOVABLE_KARANAS = [
  'Bava',
  'Balava',
  'Kaulava',
  'Taitila',
  'Gara',
  'Vanija',
  'Vishti',
] as const;
export const KARANAS = [
  ...MOVABLE_KARANAS,
  'Shakuni',
  'Chatushpada',
  'Naga',
  'Kimstughna',
] as const;
export type KaranaName = (typeof KARANAS)[number];

export const VARAS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type VaraName = (typeof VARAS)[number];
const VARA_SANSKRIT = [
  'Ravivara',
  'Somavara',
  'Mangalavara',
  'Budhavara',
  'Guruvara',
  'Shukravara',
  'Shanivara',
] as const;
/** The weekday lords, Sunday first: the order of the planetary hours. */
export const VARA_LORDS = [
  'Sun',
  'Moon',
  'Mars',
  'Mercury',
  'Jupiter',
  'Venus',
  'Saturn',
] as const satisfies readonly Graha[];

export type Paksha = 'Shukla' | 'Krishna';

/** 1-based number of tithi 1..30: its name and paksha. */
export function tithiName(number: number): { name: TithiName; paksha: Paksha } {
  return {
    name: TITHIS[number === 30 ? 15 : (number - 1) % 15] as TithiName,
    paksha: number <= 15 ? 'Shukla' : 'Krishna',
  };
}

/** 1-based number of karana 1..60 in the lunar month: its name. */
export function karanaName(number: number): KaranaName {
  if (number === 1) return 'Kimstughna';
  if (number >= 58) return (['Shakuni', 'Chatushpada', 'Naga'] as const)[number - 58] as KaranaName;
  return MOVABLE_KARANAS[(number - 2) % 7] as KaranaName;
}

/** The tithi (1..30) for a Moon − Sun elongation in degrees. */
export function tithiNumber(elongation: number): number {
  return Math.floor((((elongation % 360) + 360) % 360) / 12) + 1;
}

/** The yoga (1..27) for the sum of the Sun's and Moon's sidereal longitudes in degrees. */
export function yogaNumber(sunLongitude: number, moonLongitude: number): number {
  return Math.floor(((((sunLongitude + moonLongitude) % 360) + 360) % 360) / NAKSHATRA_SPAN) + 1;
}

interface Limb {
  readonly width: number;
  readonly count: number;
  /** The running quantity (degrees, unwrapped within a window). */
  readonly value: (sky: Sky, jdUt: number) => number;
}

const elongation = (sky: Sky, t: number) => sky.longitude('Moon', t) - sky.longitude('Sun', t);
const LIMBS = {
  tithi: { width: 12, count: 30, value: elongation },
  karana: { width: 6, count: 60, value: elongation },
  nakshatra: { width: NAKSHATRA_SPAN, count: 27, value: (sky, t) => sky.longitude('Moon', t) },
  pada: { width: NAKSHATRA_SPAN / 4, count: 108, value: (sky, t) => sky.longitude('Moon', t) },
  yoga: {
    width: NAKSHATRA_SPAN,
    count: 27,
    value: (sky, t) => sky.longitude('Moon', t) + sky.longitude('Sun', t),
  },
} as const satisfies Record<string, Limb>;

/** Every limb lasts under 1.15 days (the Moon never gains less than 10.7° a day on the Sun). */
const LONGEST = 1.25;

interface RawSpan {
  /** 0-based index within the limb's cycle. */
  readonly index: number;
  /** How many whole widths the (unwrapped) quantity had run when the span began. */
  readonly step: number;
  readonly start: number;
  readonly end: number;
}

/** The instant the limb's quantity reaches `target`, searched within [from, to]. */
function crossingOf(limb: Limb, sky: Sky, target: number, from: number, to: number): number {
  const f = (t: number) => limb.value(sky, t) - target;
  return refineRoot(f, Math.max(from, sky.start), Math.min(to, sky.end));
}

function indexOf(limb: Limb, step: number): number {
  return ((step % limb.count) + limb.count) % limb.count;
}

/** The span of a limb running at an instant. */
function spanAt(limb: Limb, sky: Sky, jdUt: number): RawSpan {
  const step = Math.floor(limb.value(sky, jdUt) / limb.width);
  return {
    index: indexOf(limb, step),
    step,
    start: crossingOf(limb, sky, step * limb.width, jdUt - LONGEST, jdUt),
    end: crossingOf(limb, sky, (step + 1) * limb.width, jdUt, jdUt + LONGEST),
  };
}

/** The span running at `from` and every one that begins before `until`. */
function spansBetween(limb: Limb, sky: Sky, from: number, until: number): RawSpan[] {
  const spans = [spanAt(limb, sky, from)];
  for (let last = spans[0] as RawSpan; last.end < until; last = spans.at(-1) as RawSpan) {
    const step = last.step + 1;
    const end = crossingOf(limb, sky, (step + 1) * limb.width, last.end, last.end + LONGEST);
    spans.push({ index: indexOf(limb, step), step, start: last.end, end });
  }
  return spans;
}

/** A limb's span with its local start and end (ISO 8601 at the input's offset). */
export interface Span {
  readonly number: number;
  readonly start: string;
  readonly end: string;
}
export interface TithiSpan extends Span {
  readonly name: TithiName;
  readonly paksha: Paksha;
}
export interface NakshatraSpan extends Span {
  readonly name: NakshatraName;
  /** The nakshatra's lord in the Vimshottari order. */
  readonly lord: Graha;
  /** Its four quarters of 3°20′, those that fall within it. */
  readonly padas: readonly Span[];
}
export interface YogaSpan extends Span {
  readonly name: YogaName;
}
export interface KaranaSpan extends Span {
  readonly name: KaranaName;
}
export interface Vara {
  /** 1 for Sunday … 7 for Saturday. */
  readonly number: number;
  readonly name: VaraName;
  readonly sanskrit: (typeof VARA_SANSKRIT)[number];
  readonly lord: Graha;
}
export interface TimeRange {
  readonly start: string;
  readonly end: string;
}

export interface CalendarFacts {
  readonly masa: {
    readonly amanta: { name: MasaName; number: number; adhika: boolean; kshaya: boolean };
    readonly purnimanta: { name: MasaName; number: number; adhika: boolean };
    /** The new moons that open and close the amanta month. */
    readonly start: string;
    readonly end: string;
  };
  readonly vikramSamvat: number;
  readonly shakaSamvat: number;
  readonly ritu: RituName;
  readonly ayana: Ayana;
  readonly solarSign: SignName;
}

type Format = (jdUt: number) => string;

function tithiSpan(span: RawSpan, at: Format): TithiSpan {
  return {
    number: span.index + 1,
    ...tithiName(span.index + 1),
    start: at(span.start),
    end: at(span.end),
  };
}
function karanaSpan(span: RawSpan, at: Format): KaranaSpan {
  const number = span.index + 1;
  return { number, name: karanaName(number), start: at(span.start), end: at(span.end) };
}
function yogaSpan(span: RawSpan, at: Format): YogaSpan {
  const number = span.index + 1;
  return { number, name: YOGAS[span.index] as YogaName, start: at(span.start), end: at(span.end) };
}
function nakshatraSpan(span: RawSpan, sky: Sky, at: Format): NakshatraSpan {
  const padas = spansBetween(LIMBS.pada, sky, span.start + 1e-7, span.end - 1e-7).map((p) => ({
    number: (p.index % 4) + 1,
    start: at(Math.max(p.start, span.start)),
    end: at(Math.min(p.end, span.end)),
  }));
  return {
    number: span.index + 1,
    name: NAKSHATRAS[span.index] as NakshatraName,
    lord: DASA_ORDER[span.index % 9] as Graha,
    padas,
    start: at(span.start),
    end: at(span.end),
  };
}

function calendarFacts(sky: Sky, jdUt: number, at: Format): CalendarFacts {
  const sun = sky.longitude('Sun', jdUt);
  const calendar = lunarCalendarAt(jdUt, sun, elongation(sky, jdUt));
  return {
    masa: {
      amanta: calendar.amanta,
      purnimanta: calendar.purnimanta,
      start: at(calendar.monthStart),
      end: at(calendar.monthEnd),
    },
    vikramSamvat: calendar.vikramSamvat,
    shakaSamvat: calendar.shakaSamvat,
    ritu: calendar.ritu,
    ayana: calendar.ayana,
    solarSign: calendar.solarSign,
  };
}

/** The weekday of a sunrise at the local offset. */
function varaOf(sunrise: number, offsetMinutes: number): Vara {
  const index = Math.floor(sunrise + 1.5 + offsetMinutes / 1440) % 7;
  return {
    number: index + 1,
    name: VARAS[index] as VaraName,
    sanskrit: VARA_SANSKRIT[index] as (typeof VARA_SANSKRIT)[number],
    lord: VARA_LORDS[index] as Graha,
  };
}

export interface PanchangaInput extends LocalDateTime {
  readonly latitude: number;
  readonly longitude: number;
  readonly rising?: RisingConvention;
}

export interface PanchangaMoment extends CalendarFacts {
  readonly moment: string;
  readonly rising: RisingConvention;
  /** The sunrise that opened the Hindu day the moment falls in, and the weekday it gives. */
  readonly sunrise: string;
  readonly vara: Vara;
  readonly tithi: TithiSpan;
  readonly nakshatra: NakshatraSpan & { readonly pada: number };
  readonly yoga: YogaSpan;
  readonly karana: KaranaSpan;
}

/** The panchanga running at a moment at a place. */
export function panchangaAt(input: PanchangaInput): PanchangaMoment {
  const { jdUt, offsetMinutes } = toUniversalTime(input);
  checkPlace(input.latitude, input.longitude);
  const rising = input.rising ?? 'almanac';
  const observer: Observer = {
    latitude: input.latitude,
    longitude: input.longitude,
    convention: rising,
  };
  const sky = new Sky(jdUt - 1.3, jdUt + 1.3);
  const at: Format = (jd) => isoAt(jd, offsetMinutes);
  const sunrise = crossings(sky, 'Sun', observer, jdUt - 1.2, jdUt).findLast(
    (c) => c.event === 'rise',
  );
  if (!sunrise) {
    const noon = sky.place('Sun', jdUt);
    throw new NoSunriseError(
      noon.declination * input.latitude > 0 ? 'midnight-sun' : 'polar-night',
      at(jdUt).slice(0, 10),
      'rise',
    );
  }
  const nakshatra = nakshatraSpan(spanAt(LIMBS.nakshatra, sky, jdUt), sky, at);
  return {
    moment: at(jdUt),
    rising,
    sunrise: at(sunrise.jdUt),
    vara: varaOf(sunrise.jdUt, offsetMinutes),
    tithi: tithiSpan(spanAt(LIMBS.tithi, sky, jdUt), at),
    nakshatra: { ...nakshatra, pada: (spanAt(LIMBS.pada, sky, jdUt).index % 4) + 1 },
    yoga: yogaSpan(spanAt(LIMBS.yoga, sky, jdUt), at),
    karana: karanaSpan(spanAt(LIMBS.karana, sky, jdUt), at),
    ...calendarFacts(sky, jdUt, at),
  };
}

/*
 * Periods of the day, as the Indian almanacs print them (no classical verse fixes rahu kalam; the tables are
 * the almanacs' common convention):
 * - rahu kalam, yamaganda and gulika kalam: the daytime (sunrise to sunset) cut in eight equal parts; the
 *   part is fixed by the weekday. Yamaganda is Jupiter's part and gulika kalam Saturn's when the parts are
 *   given to the seven weekday lords in order from the day's own lord (the eighth part has no lord); rahu
 *   kalam follows its own sequence (Sunday the 8th part, Monday the 2nd, Saturday the 3rd, Friday the 4th,
 *   Wednesday the 5th, Thursday the 6th, Tuesday the 7th).
 * - abhijit: the 8th of the 15 muhurtas of the day, around local noon.
 * - brahma muhurta: the 14th of the 15 muhurtas of the night (previous sunset to sunrise), ending one
 *   muhurta before sunrise.
 */
const RAHU_KALAM_PART = [8, 2, 7, 5, 6, 4, 3];
const YAMAGANDA_PART = [5, 4, 3, 2, 1, 7, 6];
const GULIKA_KALAM_PART = [7, 6, 5, 4, 3, 2, 1];

export interface PanchangaDay extends CalendarFacts {
  /** The civil date asked for, "YYYY-MM-DD", and the rising convention used. */
  readonly date: string;
  readonly rising: RisingConvention;
  readonly sunrise: string;
  readonly sunset: string;
  /** The next day's sunrise, which ends this Hindu day. */
  readonly nextSunrise: string;
  readonly moonrise: string | null;
  readonly moonset: string | null;
  readonly vara: Vara;
  /** The one running at sunrise first, then every one that begins before the next sunrise. */
  readonly tithis: readonly TithiSpan[];
  readonly nakshatras: readonly NakshatraSpan[];
  readonly yogas: readonly YogaSpan[];
  readonly karanas: readonly KaranaSpan[];
  readonly rahuKalam: TimeRange;
  readonly yamaganda: TimeRange;
  readonly gulikaKalam: TimeRange;
  readonly abhijit: TimeRange;
  readonly brahmaMuhurta: TimeRange;
}

/** The panchanga of a civil day at a place: its Hindu day runs from sunrise to the next sunrise. */
export function panchangaForDay(input: RiseSetInput): PanchangaDay {
  checkPlace(input.latitude, input.longitude);
  const { jdUt: midnight, offsetMinutes, date } = civilDayStart(input);
  const rising = input.rising ?? 'almanac';
  const observer: Observer = {
    latitude: input.latitude,
    longitude: input.longitude,
    convention: rising,
  };
  const at: Format = (jd) => isoAt(jd, offsetMinutes);
  let sky = new Sky(midnight - 1.35, midnight + 2.45);
  const sunrise = sunriseBetween(sky, observer, midnight, midnight + 1, date);
  const sunset = nextSunEvent(sky, observer, sunrise, 'set', date);
  const nextSunrise = nextSunEvent(sky, observer, sunset, 'rise', date);
  const previousSet = previousSunset(sky, observer, sunrise, date);
  // A limb that begins just before the next sunrise may end more than a day later.
  if (nextSunrise + LONGEST > sky.end) sky = new Sky(midnight - 1.35, nextSunrise + LONGEST + 0.05);
  const moon = crossings(sky, 'Moon', observer, midnight, midnight + 1);
  const moonEvent = (event: 'rise' | 'set') => {
    const found = moon.find((c) => c.event === event);
    return found ? at(found.jdUt) : null;
  };
  const vara = varaOf(sunrise, offsetMinutes);
  const dayPart = (sunset - sunrise) / 8;
  const part = (table: readonly number[]): TimeRange => {
    const n = table[vara.number - 1] as number;
    return { start: at(sunrise + (n - 1) * dayPart), end: at(sunrise + n * dayPart) };
  };
  const dayMuhurta = (sunset - sunrise) / 15;
  const nightMuhurta = (sunrise - previousSet) / 15;
  return {
    date,
    rising,
    sunrise: at(sunrise),
    sunset: at(sunset),
    nextSunrise: at(nextSunrise),
    moonrise: moonEvent('rise'),
    moonset: moonEvent('set'),
    vara,
    tithis: spansBetween(LIMBS.tithi, sky, sunrise, nextSunrise).map((s) => tithiSpan(s, at)),
    nakshatras: spansBetween(LIMBS.nakshatra, sky, sunrise, nextSunrise).map((s) =>
      nakshatraSpan(s, sky, at),
    ),
    yogas: spansBetween(LIMBS.yoga, sky, sunrise, nextSunrise).map((s) => yogaSpan(s, at)),
    karanas: spansBetween(LIMBS.karana, sky, sunrise, nextSunrise).map((s) => karanaSpan(s, at)),
    rahuKalam: part(RAHU_KALAM_PART),
    yamaganda: part(YAMAGANDA_PART),
    gulikaKalam: part(GULIKA_KALAM_PART),
    abhijit: { start: at(sunrise + 7 * dayMuhurta), end: at(sunrise + 8 * dayMuhurta) },
    brahmaMuhurta: { start: at(sunrise - 2 * nightMuhurta), end: at(sunrise - nightMuhurta) },
    ...calendarFacts(sky, sunrise, at),
  };
}
