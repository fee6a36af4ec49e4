import { parseUtcOffset, type UtcOffset } from '@kusp/astro';
import { monthNames } from '@kusp/contracts';
import { AREA_RULES, areas, type Area } from './reading-rules.ts';

/*
 * What a question asks, read from its words: its kind, the areas of life it names, and the stretches
 * of time it names (years, months, ranges and relative ones such as "next year"), as the customer's
 * calendar counts them. docs/ai-assistant.md lists the words understood.
 */

/** when: timing; whether: a yes or no; which: a choice between options; how: a description. */
export type QuestionKind = 'when' | 'whether' | 'which' | 'how';

/**
 * A stretch of time a question names: [from, to) in epoch ms, and how the answer names it ('2027',
 * '2027 (next year)', 'March 2027', 'the next six months (to July 2026)').
 */
export interface AskedPeriod {
  from: number;
  to: number;
  label: string;
}

export interface QuestionReading {
  kind: QuestionKind;
  /** The areas the question names, in the order it names them. */
  areas: Area[];
  /** The options of a choice ("change my job" or "wait for a promotion"), when it names two. */
  options: [string, string] | null;
  periods: AskedPeriod[];
  /** The periods named beyond the first MAX_PERIODS, which are not read. */
  unread: string[];
  /** It asks about a court case, a dispute or the law. */
  legal: boolean;
}

/** At most this many periods are read from one question; the answer names the others as not read. */
export const MAX_PERIODS = 4;

const MONTHS = monthNames.map((m) => m.toLowerCase());
const NUMBERS: Record<string, number> = {
  a: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  few: 3,
  'couple of': 2,
};

const YEAR = String.raw`(1[89]\d\d|2[01]\d\d)`;
const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
// "May" is also a verb: a month name alone counts only after a word that introduces a time.
const MONTH_ALONE = String.raw`\b(?:in|by|before|until|till|from|this|next|coming|during)\s+${MONTH}\b`;
const COUNT = String.raw`(\d{1,2}|a|one|two|three|four|five|six|seven|eight|nine|ten|twelve|few|couple of)`;

const monthIndex = (name: string) => MONTHS.findIndex((m) => m.startsWith(name.slice(0, 3)));

const WHEN =
  /\b(when|how soon|how long (?:until|till|before|will it take)|(?:which|what) (?:year|month|age|time|period)|at what age|by when)\b/;
const WHICH = /\b(which|what kind|what type|what sort|what field|what line)\b/;
const YES_OR_NO =
  /^(?:\W*(?:please|so|hi|hello|dear|ok|okay|tell me|can you tell me)\b)*\W*(should|shall|will|would|is|are|am|can|could|do|does|did|may|might|must|have|has|was|were)\b/;
const GOOD_TIME =
  /\b(good|right|bad|auspicious|favourable|favorable|lucky) (year|time|period|month|moment)\b/;
const LEGAL = /\b(court|lawsuit|legal\w*|lawyers?|litigation|police|dispute\w*|case against)\b/;

/**
 * The customer's calendar: dates at the birth's UTC offset (the time zone the customer gave), as
 * epoch ms for the first instant of a month.
 */
function calendar(utcOffset: UtcOffset) {
  const offset = parseUtcOffset(utcOffset) * 60_000;
  const monthStart = (year: number, month: number) => Date.UTC(year, month, 1) - offset;
  return { offset, monthStart };
}

/** The areas a question names, in the order it first names them. */
function areasOf(text: string): Area[] {
  return areas
    .map((area) => ({ area, at: text.search(new RegExp(AREA_RULES[area].words.source)) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ area }) => area);
}

/** Two options joined by "or" in a yes-or-no question: "change my job" or "wait for a promotion". */
function optionsOf(question: string): [string, string] | null {
  const parts = question.replace(/\s+/g, ' ').split(/ or /i);
  if (parts.length !== 2 || /^(not|no)\b/i.test(parts[1]!)) return null;
  const first = parts[0]!
    .replace(new RegExp(YES_OR_NO.source, 'i'), '')
    .replace(/^\W*(i|we)\b\s*/i, '')
    .trim();
  let second = parts[1]!.trim();
  while (/[?.!]/.test(second.at(-1) ?? '')) second = second.slice(0, -1);
  return first && second ? [first, second] : null;
}

/** Reads `question` as asked at `now` by someone whose calendar runs at `utcOffset`. */
export function readQuestion(question: string, now: Date, utcOffset: UtcOffset): QuestionReading {
  const text = question.toLowerCase().replace(/\s+/g, ' ');
  const { offset, monthStart } = calendar(utcOffset);
  const local = new Date(now.getTime() + offset);
  const thisYear = local.getUTCFullYear();
  const thisMonth = local.getUTCMonth();
  const yearSpan = (year: number) => ({ from: monthStart(year, 0), to: monthStart(year + 1, 0) });
  const monthSpan = (year: number, month: number) => ({
    from: monthStart(year, month),
    to: monthStart(year, month + 1),
  });
  const count = (word: string) => NUMBERS[word] ?? Number(word);
  // Spans "from now" start at the start of today, so they read the same all day.
  const today = Date.UTC(thisYear, thisMonth, local.getUTCDate()) - offset;
  /** 'the next six months' → 'the next six months (to July 2026)', the last month it covers. */
  const until = (label: string, to: number) => {
    const last = new Date(to + offset - 1);
    return `${label} (to ${monthNames[last.getUTCMonth()]} ${last.getUTCFullYear()})`;
  };

  // Each rule finds its periods and blanks what it read, so a later rule does not read it again.
  const found: (AskedPeriod & { at: number })[] = [];
  let rest = text;
  const rule = (pattern: string, read: (m: RegExpExecArray) => AskedPeriod | null) => {
    const regex = new RegExp(pattern, 'g');
    rest = rest.replace(regex, (...args) => {
      const match = args.slice(0, -2) as unknown as RegExpExecArray;
      const at = args.at(-2) as number;
      const period = read(match);
      if (period) found.push({ ...period, at });
      return ' '.repeat(String(args[0]).length);
    });
  };
  rule(
    String.raw`\b(?:between|from)\s+${YEAR}\s+(?:and|to|till|until|through)\s+${YEAR}\b|\b${YEAR}\s*(?:-|–|to|till|until|through)\s*${YEAR}\b`,
    (m) => {
      const [a, b] = [Number(m[1] ?? m[3]), Number(m[2] ?? m[4])].sort((x, y) => x - y);
      return { from: yearSpan(a!).from, to: yearSpan(b!).to, label: `${a} to ${b}` };
    },
  );
  rule(String.raw`\b${MONTH}\s+(?:of\s+)?${YEAR}\b|\b${YEAR}\s+${MONTH}\b`, (m) => {
    const month = monthIndex(m[1] ?? m[4]!);
    const year = Number(m[2] ?? m[3]);
    return { ...monthSpan(year, month), label: `${monthNames[month]} ${year}` };
  });
  rule(String.raw`\b(by|before|until|till)\s+(?:the\s+end\s+of\s+)?${YEAR}\b`, (m) => {
    const year = Number(m[2]);
    const to = m[1] === 'before' ? yearSpan(year).from : yearSpan(year).to;
    const edge = m[1] === 'before' ? 'start' : 'end';
    return to > today
      ? { from: today, to, label: `the time from now to the ${edge} of ${year}` }
      : null;
  });
  rule(String.raw`\b${YEAR}\b`, (m) => ({ ...yearSpan(Number(m[1])), label: m[1]! }));
  rule(String.raw`\b(this|next|coming)\s+year\b|\bthe\s+year\s+after\s+next\b`, (m) => {
    const year = thisYear + (m[1] === 'this' ? 0 : m[1] ? 1 : 2);
    const name = m[1] ? `${m[1] === 'coming' ? 'next' : m[1]} year` : 'the year after next';
    return { ...yearSpan(year), label: `${year} (${name})` };
  });
  rule(String.raw`\b(this|next)\s+month\b`, (m) => {
    const month = thisMonth + (m[1] === 'next' ? 1 : 0);
    const span = monthSpan(thisYear, month);
    const name = new Date(span.from + offset);
    return {
      ...span,
      label: `${monthNames[name.getUTCMonth()]} ${name.getUTCFullYear()} (${m[1]} month)`,
    };
  });
  rule(
    String.raw`\b(?:in|within|over|during|for)?\s*(?:the\s+)?(?:next|coming)\s+${COUNT}\s+(years?|months?)\b|\bwithin\s+${COUNT}\s+(years?|months?)\b`,
    (m) => {
      const n = count(m[1] ?? m[3]!);
      const unit = m[2] ?? m[4]!;
      if (!(n >= 1 && n <= 12)) return null;
      const months = unit.startsWith('year') ? 12 * n : n;
      const to = monthSpan(thisYear, thisMonth + months).from;
      const plural = n === 1 ? unit.replace(/s$/, '') : unit.replace(/s?$/, 's');
      return { from: today, to, label: until(`the next ${n === 1 ? '' : `${n} `}${plural}`, to) };
    },
  );
  rule(
    String.raw`\bin\s+${COUNT}\s+years?(?:'?\s*time)?\b|\b${COUNT}\s+years?\s+from\s+now\b`,
    (m) => {
      const n = count(m[1] ?? m[2]!);
      if (!(n >= 1 && n <= 20)) return null;
      return {
        ...yearSpan(thisYear + n),
        label: `${thisYear + n} (in ${n} year${n > 1 ? 's' : ''})`,
      };
    },
  );
  const ahead = (months: number, label: string) => () => {
    const to = monthSpan(thisYear, thisMonth + months).from;
    return { from: today, to, label: until(label, to) };
  };
  rule(
    String.raw`\b(?:coming|next\s+few)\s+months\b|\bmonths\s+(?:ahead|to\s+come)\b|\bsoon\b|\bnear\s+future\b`,
    ahead(6, 'the next six months'),
  );
  rule(
    String.raw`\bcoming\s+years\b|\byears\s+(?:ahead|to\s+come)\b|\bfuture\b`,
    ahead(36, 'the next three years'),
  );
  rule(MONTH_ALONE, (m) => {
    const month = monthIndex(m[1]!);
    const year = month >= thisMonth ? thisYear : thisYear + 1;
    return { ...monthSpan(year, month), label: `${monthNames[month]} ${year}` };
  });

  const periods = found
    .sort((a, b) => a.at - b.at)
    .filter((p, i, all) => all.findIndex((q) => q.from === p.from && q.to === p.to) === i)
    .map(({ from, to, label }) => ({ from, to, label }));

  const options = optionsOf(question);
  const yesOrNo = YES_OR_NO.test(text);
  const kind: QuestionKind = WHEN.test(text)
    ? 'when'
    : WHICH.test(text) || (yesOrNo && options)
      ? 'which'
      : yesOrNo || GOOD_TIME.test(text)
        ? 'whether'
        : 'how';
  return {
    kind,
    areas: areasOf(text),
    options: kind === 'which' ? options : null,
    periods: periods.slice(0, MAX_PERIODS),
    unread: periods.slice(MAX_PERIODS).map((p) => p.label),
    legal: LEGAL.test(text),
  };
}
