import { greenwichMeanSiderealTime } from './ascendant.ts';
import { AstroInputError, checkPlace, parseUtcOffset, toUniversalTime } from './input.ts';
import type { UtcOffset } from './input.ts';
import { Sky } from './sky.ts';
import type { SkyBody } from './sky.ts';
import { centuriesSinceJ2000, epochMsFromJulianDay, formatIsoTime } from './time.ts';

/*
 * Rising and setting of the Sun and the Moon, found on the interpolated real positions (sky.ts) by scanning
 * the body's height above its rising altitude in 20-minute steps and refining each change of sign.
 *
 * - 'almanac' (the default), as almanacs print them: the upper limb touches the horizon, seen from the
 *   place (topocentric: the Moon's 57′ of parallax are applied), through the standard atmosphere of
 *   1013.25 hPa and 15 °C. The refraction at the horizon is Bennett's (Meeus, Astronomical Algorithms,
 *   2nd ed., eq. 16.4) scaled by (P/1010)·(283/(273+T)): 34.0′, so the Sun's centre stands near −0°50′.
 * - 'hindu', the traditional rising of the classical texts (Surya Siddhanta; Swiss Ephemeris'
 *   SE_BIT_HINDU_RISING): the centre of the disc on the horizon, without refraction, the body's point on
 *   the ecliptic (its latitude left out) as seen from the centre of the Earth.
 */
export type RisingConvention = 'almanac' | 'hindu';
export const RISING_CONVENTIONS: readonly RisingConvention[] = ['almanac', 'hindu'];

export type RiseSetEvent = 'rise' | 'set';

export type NoSunriseReason = 'midnight-sun' | 'polar-night' | 'not-this-date';

const NO_SUNRISE_TEXT: Record<NoSunriseReason, string> = {
  'midnight-sun': 'at this latitude: it stays above the horizon (midnight sun)',
  'polar-night': 'at this latitude: it stays below the horizon (polar night)',
  'not-this-date':
    'at this UTC offset: it falls just before and just after this date, the offset being far from the place’s solar time',
};

/** Thrown when the Sun does not rise (or set) at the place on the day asked for. */
export class NoSunriseError extends AstroInputError {
  override readonly name = 'NoSunriseError';
  constructor(
    /**
     * 'midnight-sun': the Sun stays up all day; 'polar-night': it stays down; 'not-this-date': it rises and
     * sets, but the UTC offset is so far from the place's solar time that no sunrise falls on this civil date.
     */
    readonly reason: NoSunriseReason,
    readonly date: string,
    readonly event: RiseSetEvent,
  ) {
    super(
      reason === 'not-this-date' ? 'utcOffset' : 'latitude',
      `the Sun does not ${event} on ${date} ${NO_SUNRISE_TEXT[reason]}`,
    );
  }
}

const DEG = Math.PI / 180;
const ARCMIN = 1 / 60;
const SECOND = 1 / 86400;
const STEP = 1 / 72;
/** IERS equatorial radius (km) and flattening of the Earth. */
const EARTH_RADIUS = 6378.1366;
const FLATTENING = 1 / 298.25642;
/** Radii (km) giving the Sun's 959.63″ at 1 AU (Meeus ch. 55) and the Moon's k = 0.2725076. */
const BODY_RADIUS: Record<SkyBody, number> = { Sun: 696_000, Moon: 1737.4 };

/** Refraction (degrees) at apparent altitude 0: Bennett's formula for 1010 hPa, 10 °C, scaled. */
export function horizonRefraction(pressureHpa = 1013.25, temperatureC = 15): number {
  const bennett = 1 / Math.tan((7.31 / 4.4) * DEG);
  return bennett * ARCMIN * (pressureHpa / 1010) * (283 / (273 + temperatureC));
}

/** Where the place is, for the rising of bodies. */
export interface Observer {
  readonly latitude: number;
  readonly longitude: number;
  readonly convention: RisingConvention;
}

interface ObserverGeometry extends Observer {
  readonly sinLat: number;
  readonly cosLat: number;
  /** Geocentric position of the place in km: distance from the axis and height above the equator. */
  readonly axisDistance: number;
  readonly equatorHeight: number;
  readonly refraction: number;
}

function geometry(observer: Observer): ObserverGeometry {
  const phi = observer.latitude * DEG;
  const u = Math.atan((1 - FLATTENING) * Math.tan(phi));
  return {
    ...observer,
    sinLat: Math.sin(phi),
    cosLat: Math.cos(phi),
    axisDistance: EARTH_RADIUS * Math.cos(u),
    equatorHeight: EARTH_RADIUS * (1 - FLATTENING) * Math.sin(u),
    refraction: horizonRefraction(),
  };
}

/** Local apparent sidereal time, degrees. */
function localSiderealTime(sky: Sky, jdUt: number, longitude: number): number {
  const gmst = greenwichMeanSiderealTime(jdUt, centuriesSinceJ2000(jdUt)) / DEG;
  return gmst + sky.equationOfEquinoxes(jdUt) + longitude;
}

/** Height (degrees) of the body's rising point above the horizon: positive while it is up. */
function heightAboveRising(sky: Sky, body: SkyBody, jdUt: number, o: ObserverGeometry): number {
  const place = sky.place(body, jdUt);
  const theta = localSiderealTime(sky, jdUt, o.longitude);
  if (o.convention === 'hindu') {
    const dec = place.eclipticDeclination * DEG;
    const h = (theta - place.eclipticRightAscension) * DEG;
    return Math.asin(o.sinLat * Math.sin(dec) + o.cosLat * Math.cos(dec) * Math.cos(h)) / DEG;
  }
  const ra = place.rightAscension * DEG;
  const dec = place.declination * DEG;
  const d = place.distance;
  const th = theta * DEG;
  // Seen from the place rather than the Earth's centre (Meeus ch. 40, by vectors).
  const x = d * Math.cos(dec) * Math.cos(ra) - o.axisDistance * Math.cos(th);
  const y = d * Math.cos(dec) * Math.sin(ra) - o.axisDistance * Math.sin(th);
  const z = d * Math.sin(dec) - o.equatorHeight;
  const distance = Math.hypot(x, y, z);
  const sinDec = z / distance;
  const cosDec = Math.hypot(x, y) / distance;
  const hourAngle = th - Math.atan2(y, x);
  const altitude = Math.asin(o.sinLat * sinDec + o.cosLat * cosDec * Math.cos(hourAngle)) / DEG;
  const semiDiameter = Math.asin(BODY_RADIUS[body] / distance) / DEG;
  return altitude + semiDiameter + o.refraction;
}

/** Refines a change of sign of f within [a, b] to 0.01 s by the Illinois method (regula falsi that halves a stale end). */
export function refineRoot(
  f: (t: number) => number,
  a: number,
  b: number,
  fa = f(a),
  fb = f(b),
): number {
  let side = 0;
  let c = a;
  for (let i = 0; i < 60; i++) {
    const next = (a * fb - b * fa) / (fb - fa);
    const done = Math.abs(next - c) < SECOND / 100;
    c = next;
    if (done) break;
    const fc = f(c);
    if (fc === 0) break;
    if (fc * fb > 0) {
      b = c;
      fb = fc;
      if (side === -1) fa /= 2;
      side = -1;
    } else {
      a = c;
      fa = fc;
      if (side === 1) fb /= 2;
      side = 1;
    }
  }
  return c;
}

export interface Crossing {
  readonly jdUt: number;
  readonly event: RiseSetEvent;
}

/** Every rising and setting of a body between two UT Julian days, in time order. */
export function crossings(
  sky: Sky,
  body: SkyBody,
  observer: Observer,
  from: number,
  to: number,
): Crossing[] {
  const o = geometry(observer);
  const f = (t: number) => heightAboveRising(sky, body, t, o);
  const found: Crossing[] = [];
  let a = from;
  let fa = f(a);
  while (a < to) {
    const b = Math.min(a + STEP, to);
    const fb = f(b);
    if (fa * fb < 0)
      found.push({ jdUt: refineRoot(f, a, b, fa, fb), event: fa < 0 ? 'rise' : 'set' });
    a = b;
    fa = fb;
  }
  return found;
}

/** Whether the body is above its rising altitude at a moment. */
export function isUp(sky: Sky, body: SkyBody, observer: Observer, jdUt: number): boolean {
  return heightAboveRising(sky, body, jdUt, geometry(observer)) > 0;
}

export interface RiseSetInput {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly utcOffset: UtcOffset;
  readonly latitude: number;
  readonly longitude: number;
  readonly rising?: RisingConvention;
}

export interface RiseSetDay {
  /** The civil date asked for, "YYYY-MM-DD". */
  readonly date: string;
  readonly rising: RisingConvention;
  /** ISO 8601 local times at the input's offset, to the second. */
  readonly sunrise: string;
  /** The first sunset after that sunrise (after midnight, on the next date, in summer near the poles). */
  readonly sunset: string;
  /** The Moon's rising and setting on this civil date, null on the day (about one in 29) it has none. */
  readonly moonrise: string | null;
  readonly moonset: string | null;
}

/** Local midnight starting a civil date, as a UT Julian day, and its offset in minutes. */
export function civilDayStart(input: Omit<RiseSetInput, 'latitude' | 'longitude' | 'rising'>): {
  jdUt: number;
  offsetMinutes: number;
  date: string;
} {
  const { jdUt, offsetMinutes } = toUniversalTime({ ...input, hour: 0, minute: 0, second: 0 });
  const pad = (n: number) => String(n).padStart(2, '0');
  return { jdUt, offsetMinutes, date: `${input.year}-${pad(input.month)}-${pad(input.day)}` };
}

/** Why the Sun has no `event` in [from, to): no crossing at all within half a day around, or just not here. */
function noSunEvent(
  sky: Sky,
  observer: Observer,
  from: number,
  to: number,
  date: string,
  event: RiseSetEvent,
): NoSunriseError {
  const around = crossings(
    sky,
    'Sun',
    observer,
    Math.max(from - 0.5, sky.start),
    Math.min(to + 0.5, sky.end),
  );
  if (around.length > 0) return new NoSunriseError('not-this-date', date, event);
  return new NoSunriseError(
    isUp(sky, 'Sun', observer, (from + to) / 2) ? 'midnight-sun' : 'polar-night',
    date,
    event,
  );
}

/** The Sun's rising in [from, to), or the reason it has none. */
export function sunriseBetween(
  sky: Sky,
  observer: Observer,
  from: number,
  to: number,
  date: string,
): number {
  const rise = crossings(sky, 'Sun', observer, from, to).find((c) => c.event === 'rise');
  if (rise) return rise.jdUt;
  throw noSunEvent(sky, observer, from, to, date, 'rise');
}

/** The first setting (or rising) of the Sun within 1.2 days after `after`. */
export function nextSunEvent(
  sky: Sky,
  observer: Observer,
  after: number,
  event: RiseSetEvent,
  date: string,
): number {
  const next = crossings(sky, 'Sun', observer, after, after + 1.2).find((c) => c.event === event);
  if (next) return next.jdUt;
  throw noSunEvent(sky, observer, after, after + 1.2, date, event);
}

/** The last setting of the Sun in the 1.2 days before `before`. */
export function previousSunset(sky: Sky, observer: Observer, before: number, date: string): number {
  const set = crossings(sky, 'Sun', observer, before - 1.2, before).findLast(
    (c) => c.event === 'set',
  );
  if (set) return set.jdUt;
  throw noSunEvent(sky, observer, before - 1.2, before, date, 'set');
}

export function isoAt(jdUt: number, offsetMinutes: number): string {
  return formatIsoTime(epochMsFromJulianDay(jdUt), offsetMinutes);
}

/** Sunrise, sunset, moonrise and moonset for a civil date at a place. */
export function riseAndSet(input: RiseSetInput): RiseSetDay {
  checkPlace(input.latitude, input.longitude);
  parseUtcOffset(input.utcOffset);
  const { jdUt: midnight, offsetMinutes, date } = civilDayStart(input);
  const rising = input.rising ?? 'almanac';
  const observer: Observer = {
    latitude: input.latitude,
    longitude: input.longitude,
    convention: rising,
  };
  const sky = new Sky(midnight - 0.05, midnight + 2.3);
  const sunrise = sunriseBetween(sky, observer, midnight, midnight + 1, date);
  const sunset = nextSunEvent(sky, observer, sunrise, 'set', date);
  const moon = crossings(sky, 'Moon', observer, midnight, midnight + 1);
  const moonEvent = (event: RiseSetEvent) => {
    const found = moon.find((c) => c.event === event);
    return found ? isoAt(found.jdUt, offsetMinutes) : null;
  };
  return {
    date,
    rising,
    sunrise: isoAt(sunrise, offsetMinutes),
    sunset: isoAt(sunset, offsetMinutes),
    moonrise: moonEvent('rise'),
    moonset: moonEvent('set'),
  };
}
