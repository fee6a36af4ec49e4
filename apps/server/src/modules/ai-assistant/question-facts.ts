import type { HoroscopeData } from '@kusp/contracts';
import { chartFacts, type ChartFacts, type DasaFact } from './chart-facts.ts';
import { readQuestion, type AskedPeriod, type QuestionReading } from './question.ts';
import { MAX_TRANSIT_YEARS, transitsDuring, type TransitCourse } from './transit-facts.ts';

/** What the engine says about one period a question names. */
export interface PeriodFacts {
  period: AskedPeriod;
  /** The periods of each dasa level running at some time in it, in order. */
  maha: DasaFact[];
  antar: DasaFact[];
  /** Only for a period of four months or less; longer ones hold too many to read. */
  pratyantar: DasaFact[];
  /** The slow grahas' signs in it; null once the question's periods pass MAX_TRANSIT_YEARS. */
  transits: TransitCourse[] | null;
}

/** Everything an answer may rest on, built before the question is paid for. */
export interface QuestionFacts {
  chart: ChartFacts;
  question: QuestionReading;
  /** The periods the question names; none when it names none (the answer reads the present). */
  periods: PeriodFacts[];
}

const YEAR_MS = 365.25 * 86_400_000;
const SHORT_MS = 124 * 86_400_000;

/** The facts of `period`; its transits only when `withTransits`. */
export function periodFacts(
  chart: ChartFacts,
  period: AskedPeriod,
  withTransits: boolean,
): PeriodFacts {
  const running = (level: number) =>
    chart.periods.filter(
      (p) =>
        p.within.length === level &&
        Date.parse(p.start) < period.to &&
        Date.parse(p.end) > period.from,
    );
  return {
    period,
    maha: running(0),
    antar: running(1),
    pratyantar: period.to - period.from <= SHORT_MS ? running(2) : [],
    transits: withTransits ? transitsDuring(period.from, period.to, chart.utcOffset) : null,
  };
}

/** The facts of `chart` for `question`, asked at `now`. */
export function questionFacts(chart: HoroscopeData, question: string, now: Date): QuestionFacts {
  const facts = chartFacts(chart, now);
  const reading = readQuestion(question, now, facts.utcOffset);
  let searched = 0;
  return {
    chart: facts,
    question: reading,
    periods: reading.periods.map((period) => {
      // The transit search costs the engine a step per change of sign: at most five years of it
      // per question, so a question naming many long periods stays cheap to answer (or refuse).
      searched += period.to - period.from;
      return periodFacts(facts, period, searched <= MAX_TRANSIT_YEARS * YEAR_MS);
    }),
  };
}
