import { computeTransits, parseUtcOffset, type Graha, type UtcOffset } from '@kusp/astro';
import type { SignChangeFact } from './shared-facts.ts';

/** The grahas whose sign changes shape years rather than days. */
export const SLOW_GRAHAS: readonly Graha[] = ['Jupiter', 'Saturn', 'Rahu', 'Ketu'];

/** The slow grahas at `ms`, each with its next change of sign (ISO at `utcOffset`). */
export function slowTransitsAt(ms: number, utcOffset: UtcOffset): SignChangeFact[] {
  const local = new Date(ms + parseUtcOffset(utcOffset) * 60_000);
  return computeTransits({
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
    utcOffset,
  })
    .transitData.filter((t) => SLOW_GRAHAS.includes(t.planetName))
    .map((t) => ({
      graha: t.planetName,
      sign: t.fromZodiac,
      retrograde: t.isRetrograde,
      nextChange: t.transitTime,
    }));
}

/** One stay of a slow graha in a sign within a period; `since`/`until` only when inside it. */
export interface TransitStay {
  sign: SignChangeFact['sign'];
  retrograde: boolean;
  since: string | null;
  until: string | null;
}

export interface TransitCourse {
  graha: Graha;
  stays: TransitStay[];
}

/** Past this many years asked about in one question, transits are not listed (question-facts.ts). */
export const MAX_TRANSIT_YEARS = 5;

/*
 * The slow grahas' course over a period is the same for every chart, and customers ask about the
 * same years: the last courses computed are kept (each takes the engine a transit search per change
 * of sign, tens of milliseconds).
 */
const courses = new Map<string, TransitCourse[]>();
const KEPT_COURSES = 200;

/** Each slow graha's signs over [from, to) (epoch ms), from the engine's transit search. */
export function transitsDuring(from: number, to: number, utcOffset: UtcOffset): TransitCourse[] {
  const key = `${from}|${to}|${utcOffset}`;
  const kept = courses.get(key);
  if (kept) return kept;
  const found = searchTransits(from, to, utcOffset);
  if (courses.size >= KEPT_COURSES) courses.delete(courses.keys().next().value!);
  courses.set(key, found);
  return found;
}

function searchTransits(from: number, to: number, utcOffset: UtcOffset): TransitCourse[] {
  const courses = SLOW_GRAHAS.map((graha): TransitCourse => ({ graha, stays: [] }));
  /** When each graha's present stay ends. */
  const leaves = new Map<Graha, number>();
  let at = from;
  while (at < to) {
    const now = slowTransitsAt(at, utcOffset);
    for (const course of courses) {
      if ((leaves.get(course.graha) ?? -Infinity) > at) continue;
      const t = now.find((n) => n.graha === course.graha)!;
      const change = Date.parse(t.nextChange);
      course.stays.push({
        sign: t.sign,
        retrograde: t.retrograde,
        since: course.stays.at(-1)?.until ?? null,
        until: change < to ? t.nextChange : null,
      });
      leaves.set(course.graha, change);
    }
    // A minute past the next change of sign, when the graha is surely in its new sign.
    at = Math.min(...leaves.values()) + 60_000;
  }
  return courses;
}
