import { siderealAscendant } from './ascendant.ts';
import { SIGN_LORDS } from './dignity.ts';
import { chartSigns, rasiAspectedSigns } from './drishti.ts';
import type { ChartSigns } from './drishti.ts';
import type { Graha } from './ephemeris/index.ts';
import { GRAHAS, normalizeDegrees } from './ephemeris/index.ts';
import { chartMoment } from './horoscope.ts';
import type { HoroscopeInput } from './horoscope.ts';
import { crossings, isoAt, NoSunriseError } from './rise-set.ts';
import type { Observer, RisingConvention } from './rise-set.ts';
import { Sky } from './sky.ts';
import { toTerrestrialTime } from './time.ts';
import { signIndex, signName } from './zodiac.ts';
import type { SignName } from './zodiac.ts';

/** A point of the chart: its sidereal longitude, sign and degree within the sign. */
export interface ChartLongitude {
  readonly longitude: number;
  readonly sign: SignName;
  readonly degree: number;
}

export function chartLongitude(longitude: number): ChartLongitude {
  const l = normalizeDegrees(longitude);
  const sign = signIndex(l);
  return { longitude: l, sign: signName(sign), degree: l - sign * 30 };
}

/*
 * Sun-based upagrahas (BPHS ch. 3 vv. 61–65, Santhanam): Dhuma = Sun + 133°20′; Vyatipata = 360° − Dhuma;
 * Parivesha = Vyatipata + 180°; Indrachapa = 360° − Parivesha; Upaketu = Indrachapa + 16°40′ (which
 * falls 30° behind the Sun).
 */
export interface SunUpagrahas {
  readonly dhuma: ChartLongitude;
  readonly vyatipata: ChartLongitude;
  readonly parivesha: ChartLongitude;
  readonly indrachapa: ChartLongitude;
  readonly upaketu: ChartLongitude;
}

export function sunUpagrahas(sunLongitude: number): SunUpagrahas {
  const dhuma = normalizeDegrees(sunLongitude + 133 + 20 / 60);
  const vyatipata = normalizeDegrees(360 - dhuma);
  const parivesha = normalizeDegrees(vyatipata + 180);
  const indrachapa = normalizeDegrees(360 - parivesha);
  const upaketu = normalizeDegrees(indrachapa + 16 + 40 / 60);
  return {
    dhuma: chartLongitude(dhuma),
    vyatipata: chartLongitude(vyatipata),
    parivesha: chartLongitude(parivesha),
    indrachapa: chartLongitude(indrachapa),
    upaketu: chartLongitude(upaketu),
  };
}

/*
 * Special lagnas (BPHS ch. 4, Santhanam): from the Sun's longitude at sunrise, the bhava lagna advances a
 * sign in every 5 ghatis (2 hours) after sunrise, the hora lagna a sign in every 2½ ghatis (1 hour), the
 * ghati lagna a sign in every ghati (24 minutes).
 */
export interface SpecialLagnas {
  readonly bhavaLagna: ChartLongitude;
  readonly horaLagna: ChartLongitude;
  readonly ghatiLagna: ChartLongitude;
}

export function specialLagnas(sunAtSunrise: number, minutesSinceSunrise: number): SpecialLagnas {
  return {
    bhavaLagna: chartLongitude(sunAtSunrise + minutesSinceSunrise * (30 / 120)),
    horaLagna: chartLongitude(sunAtSunrise + minutesSinceSunrise * (30 / 60)),
    ghatiLagna: chartLongitude(sunAtSunrise + minutesSinceSunrise * (30 / 24)),
  };
}

/*
 * Arudha padas (BPHS ch. 29, Santhanam; Jaimini Upadesa Sutras 1.1.29–33; Sanjay Rath, "Crux of Vedic
 * Astrology" ch. 4): the pada of a house lies as many signs beyond its lord as the lord lies beyond the
 * house. When that is the house itself or the 7th from it, the pada moves on to the 10th from there.
 * Scorpio and Aquarius have two lords (Mars and Ketu, Saturn and Rahu); the stronger is taken, by the rules
 * P.V.R. Narasimha Rao gives ("Vedic Astrology: An Integrated Approach", ch. 9): a lord sitting in the sign
 * yields to the other; then the one with more grahas beside it; then the one joined or aspected (rasi
 * drishti) by more of Jupiter, Mercury and its own dispositor; then the one further advanced in its sign.
 */
const CO_LORDS: Partial<Record<number, [Graha, Graha]>> = {
  7: ['Mars', 'Ketu'],
  10: ['Saturn', 'Rahu'],
};

function strongerCoLord(sign: number, chart: ChartSigns, degrees: Record<Graha, number>): Graha {
  const [a, b] = CO_LORDS[sign] as [Graha, Graha];
  const inSign = (g: Graha) => chart[g] === sign;
  if (inSign(a) !== inSign(b)) return inSign(a) ? b : a;
  const companions = (g: Graha) => GRAHAS.filter((o) => o !== g && chart[o] === chart[g]).length;
  if (companions(a) !== companions(b)) return companions(a) > companions(b) ? a : b;
  const supporters = (g: Graha) => {
    const at = chart[g];
    const dispositor = SIGN_LORDS[signName(at)];
    return (['Jupiter', 'Mercury', dispositor] as Graha[]).filter(
      (s) => s !== g && (chart[s] === at || rasiAspectedSigns(chart[s]).includes(at)),
    ).length;
  };
  if (supporters(a) !== supporters(b)) return supporters(a) > supporters(b) ? a : b;
  return degrees[b] > degrees[a] ? b : a;
}

export interface ArudhaPada {
  /** A1 (arudha lagna) … A12 (upapada). */
  readonly name: string;
  readonly house: number;
  readonly sign: SignName;
  /** The lord counted from (the stronger one for Scorpio and Aquarius). */
  readonly lord: Graha;
}

/** The twelve bhava arudhas from the signs of the grahas and the Lagna (degrees break co-lord ties). */
export function arudhaPadas(chart: ChartSigns, degrees: Record<Graha, number>): ArudhaPada[] {
  return Array.from({ length: 12 }, (_, h) => {
    const sign = (chart.Lagna + h) % 12;
    const lord: Graha = CO_LORDS[sign]
      ? strongerCoLord(sign, chart, degrees)
      : SIGN_LORDS[signName(sign)];
    const distance = (chart[lord] - sign + 12) % 12;
    let pada = (chart[lord] + distance) % 12;
    const fromHouse = (pada - sign + 12) % 12;
    if (fromHouse === 0 || fromHouse === 6) pada = (pada + 9) % 12;
    return { name: `A${h + 1}`, house: h + 1, sign: signName(pada), lord };
  });
}

/*
 * Gulika and Mandi (BPHS ch. 3 vv. 66–70; P.V.R. Narasimha Rao, op. cit., ch. 4, and Jagannatha Hora): the
 * day (sunrise to sunset) and the night (sunset to sunrise) are each cut in eight parts. By day the parts go
 * to the seven weekday lords from the day's own lord in weekday order; by night from the lord of the fifth
 * weekday counted from it; the eighth part has no lord. Saturn's part is Gulika's: Mandi is the Lagna rising
 * at its start (the longitude BPHS gives Gulika), Gulika the Lagna rising at its middle.
 */
export interface SaturnPart {
  readonly start: number;
  readonly end: number;
}

/** Saturn's eighth of the day or night, given its start and end (UT Julian days) and the weekday (0 = Sunday). */
export function saturnPart(from: number, to: number, weekday: number, night: boolean): SaturnPart {
  const firstLord = night ? (weekday + 4) % 7 : weekday;
  const part = (6 - firstLord + 7) % 7;
  const length = (to - from) / 8;
  return { start: from + part * length, end: from + (part + 1) * length };
}

export interface SpecialPointsInput extends HoroscopeInput {
  readonly rising?: RisingConvention;
}

export interface SpecialPoints {
  readonly rising: RisingConvention;
  /** The sunrise that opened the Hindu day of the birth, the sunset after it and the next sunrise. */
  readonly sunrise: string;
  readonly sunset: string;
  readonly nextSunrise: string;
  /** Born between sunset and the next sunrise. */
  readonly nightBirth: boolean;
  readonly specialLagnas: SpecialLagnas;
  readonly upagrahas: SunUpagrahas & {
    readonly gulika: ChartLongitude;
    readonly mandi: ChartLongitude;
  };
  readonly arudhaPadas: readonly ArudhaPada[];
}

/** Special lagnas, upagrahas, Gulika and Mandi, and arudha padas of a birth. */
export function computeSpecialPoints(input: SpecialPointsInput): SpecialPoints {
  const { jdUt, offsetMinutes, longitudes } = chartMoment(input);
  const rising = input.rising ?? 'almanac';
  const observer: Observer = {
    latitude: input.latitude,
    longitude: input.longitude,
    convention: rising,
  };
  const sky = new Sky(jdUt - 1.3, jdUt + 1.3);
  const around = crossings(sky, 'Sun', observer, jdUt - 1.25, jdUt + 1.25);
  const sunrise = around.findLast((c) => c.event === 'rise' && c.jdUt <= jdUt)?.jdUt;
  const sunset = around.find(
    (c) => c.event === 'set' && sunrise !== undefined && c.jdUt > sunrise,
  )?.jdUt;
  const nextSunrise = around.find(
    (c) => c.event === 'rise' && sunset !== undefined && c.jdUt > sunset,
  )?.jdUt;
  if (sunrise === undefined || sunset === undefined || nextSunrise === undefined) {
    const up = sky.place('Sun', jdUt).declination * input.latitude > 0;
    throw new NoSunriseError(
      up ? 'midnight-sun' : 'polar-night',
      isoAt(jdUt, offsetMinutes).slice(0, 10),
      'rise',
    );
  }
  const weekday = Math.floor(sunrise + 1.5 + offsetMinutes / 1440) % 7;
  const nightBirth = jdUt >= sunset;
  const saturn = nightBirth
    ? saturnPart(sunset, nextSunrise, weekday, true)
    : saturnPart(sunrise, sunset, weekday, false);
  const lagnaAt = (jd: number) =>
    chartLongitude(siderealAscendant(jd, toTerrestrialTime(jd), input.latitude, input.longitude));
  const { chart, degrees } = chartSigns(longitudes);
  const sunAtSunrise = normalizeDegrees(sky.longitude('Sun', sunrise));
  return {
    rising,
    sunrise: isoAt(sunrise, offsetMinutes),
    sunset: isoAt(sunset, offsetMinutes),
    nextSunrise: isoAt(nextSunrise, offsetMinutes),
    nightBirth,
    specialLagnas: specialLagnas(sunAtSunrise, (jdUt - sunrise) * 1440),
    upagrahas: {
      ...sunUpagrahas(longitudes.Sun),
      gulika: lagnaAt((saturn.start + saturn.end) / 2),
      mandi: lagnaAt(saturn.start),
    },
    arudhaPadas: arudhaPadas(chart, degrees),
  };
}
