import { parseUtcOffset, type UtcOffset } from '@kusp/astro';
import { monthNames } from '@kusp/contracts';
import { AREA_RULES, areas, hindiWords, wordsPattern, type Area } from './reading-rules.ts';
import type { Words } from './words.ts';

/*
 * What a question asks, read from its words, in English or Hindi (Devanagari): its kind, the areas
 * of life it names, and the stretches of time it names (years, months, ranges and relative ones such
 * as "next year", अगले साल), as the customer's calendar counts them. docs/ai-assistant.md lists the
 * words understood.
 */

/** when: timing; whether: a yes or no; which: a choice between options; how: a description. */
export type QuestionKind = 'when' | 'whether' | 'which' | 'how';

/**
 * How the answer names a period, in its language: `reader:period.<key>` ('2027 (next year)',
 * 'the next six months (to July 2026)') with these values; `month` is [year, month 0..11], the
 * month named or the last month a stretch covers.
 */
export interface PeriodName {
  key:
    | 'year'
    | 'thisYear'
    | 'nextYear'
    | 'yearAfterNext'
    | 'inYears'
    | 'years'
    | 'month'
    | 'thisMonth'
    | 'nextMonth'
    | 'toEndOf'
    | 'toStartOf'
    | 'nextMonths'
    | 'nextYears'
    | 'comingMonths'
    | 'comingYears';
  year?: number;
  from?: number;
  to?: number;
  count?: number;
  month?: [number, number];
}

/** A stretch of time a question names: [from, to) in epoch ms, and its name. */
export interface AskedPeriod {
  from: number;
  to: number;
  name: PeriodName;
}

/** The period's name in the reader's language: '2027 (next year)', '2027 (अगले वर्ष)'. */
export function periodLabel({ name }: AskedPeriod, w: Words): string {
  const { key, month, ...values } = name;
  return w.t(`reader:period.${key}`, { ...values, month: month && w.month(...month) });
}

export interface QuestionReading {
  kind: QuestionKind;
  /** The areas the question names, in the order it names them. */
  areas: Area[];
  /** The options of a choice ("change my job" or "wait for a promotion"), when it names two. */
  options: [string, string] | null;
  periods: AskedPeriod[];
  /** The periods named beyond the first MAX_PERIODS, which are not read. */
  unread: AskedPeriod[];
  /** It asks about a court case, a dispute or the law. */
  legal: boolean;
}

/** At most this many periods are read from one question; the answer names the others as not read. */
export const MAX_PERIODS = 4;

const MONTHS = monthNames.map((m) => m.toLowerCase());
/** The months as Hindi writes them, with their other spellings, January first. */
const HINDI_MONTHS = [
  'जनवरी',
  'फ़रवरी|फरवरी',
  'मार्च',
  'अप्रैल|अप्रेल',
  'मई',
  'जून',
  'जुलाई',
  'अगस्त',
  'सितंबर|सितम्बर',
  'अक्टूबर|अक्तूबर',
  'नवंबर|नवम्बर',
  'दिसंबर|दिसम्बर',
].map((spellings) => spellings.normalize('NFC').split('|'));
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
  एक: 1,
  दो: 2,
  तीन: 3,
  चार: 4,
  पाँच: 5,
  पांच: 5,
  छह: 6,
  छः: 6,
  सात: 7,
  आठ: 8,
  नौ: 9,
  दस: 10,
  बारह: 12,
  कुछ: 3,
};

const YEAR = String.raw`(1[89]\d\d|2[01]\d\d)`;
const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
// "May" is also a verb: a month name alone counts only after a word that introduces a time.
const MONTH_ALONE = String.raw`\b(?:in|by|before|until|till|from|this|next|coming|during)\s+${MONTH}\b`;
const COUNT = String.raw`(\d{1,2}|a|one|two|three|four|five|six|seven|eight|nine|ten|twelve|few|couple of)`;

const HINDI_MONTH = `(${HINDI_MONTHS.flat().join('|')})`;
const HINDI_COUNT = `(\\d{1,2}|${Object.keys(NUMBERS)
  .filter((word) => /^\p{Script=Devanagari}/u.test(word))
  .join('|')})`;
const HINDI_YEAR_WORDS = 'साल|सालों|वर्ष|वर्षों|बरस';
const HINDI_MONTH_WORDS = 'महीने|महीनों|महीना|माह';

const monthIndex = (name: string) =>
  /\p{Script=Devanagari}/u.test(name)
    ? HINDI_MONTHS.findIndex((spellings) => spellings.includes(name))
    : MONTHS.findIndex((m) => m.startsWith(name.slice(0, 3)));

const WHEN = new RegExp(
  wordsPattern(
    String.raw`when|how soon|how long (?:until|till|before|will it take)|(?:which|what) (?:year|month|age|time|period)|at what age|by when`,
    'कब|कितने समय में|कितना समय|किस (?:साल|वर्ष|महीने|उम्र|आयु|समय)|कौन(?: |-)?(?:सा|से) (?:साल|वर्ष|महीना|समय)',
  ),
  'u',
);
const WHICH = new RegExp(
  wordsPattern(
    String.raw`which|what kind|what type|what sort|what field|what line`,
    'कौन(?: |-)?(?:सा|सी|से)|किस (?:तरह|प्रकार|क्षेत्र|लाइन)',
  ),
  'u',
);
const YES_OR_NO =
  /^(?:\W*(?:please|so|hi|hello|dear|ok|okay|tell me|can you tell me)\b)*\W*(should|shall|will|would|is|are|am|can|could|do|does|did|may|might|must|have|has|was|were)\b/;
// Hindi asks yes or no with क्या first, or with a verb in the future and no question word.
const HINDI_YES_OR_NO = new RegExp(
  `^(?:\\P{L}*${hindiWords('नमस्ते|कृपया|बताइए|बताइये|बताएं|बताएँ')})*\\P{L}*${hindiWords('क्या')}`,
  'u',
);
const HINDI_FUTURE = /(?:गा|गी|गे)\P{L}*$/u;
const HINDI_QUESTION_WORD = new RegExp(
  hindiWords('कैसा|कैसी|कैसे|क्या|कौन|कहाँ|कहां|कितना|कितनी|क्यों'),
  'u',
);
const GOOD_TIME = new RegExp(
  wordsPattern(
    String.raw`(?:good|right|bad|auspicious|favourable|favorable|lucky) (?:year|time|period|month|moment)`,
    '(?:अच्छा|अच्छी|शुभ|अनुकूल|सही|बुरा) (?:साल|वर्ष|समय|महीना|अवधि)',
  ),
  'u',
);
const LEGAL = new RegExp(
  wordsPattern(
    String.raw`court|lawsuit|legal\w*|lawyers?|litigation|police|dispute\w*|case against`,
    'अदालत|कोर्ट|कचहरी|मुकदमा|मुकदमे|मुक़दमा|मुक़दमे|केस|कानून|कानूनी|क़ानून|क़ानूनी|वकील|पुलिस|विवाद',
  ),
  'u',
);

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
    .map((area) => ({ area, at: text.search(AREA_RULES[area].words) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ area }) => area);
}

/**
 * Two options joined by "or" (या) in a yes-or-no question: "change my job" or "wait for a
 * promotion"; not "… or not" (या नहीं).
 */
function optionsOf(question: string): [string, string] | null {
  const parts = question.replace(/\s+/g, ' ').split(/ (?:or|या) /i);
  if (parts.length !== 2 || /^(?:not|no)\b|^(?:नहीं|ना)(?!\p{L}|\p{M})/iu.test(parts[1]!))
    return null;
  const first = parts[0]!
    .replace(new RegExp(YES_OR_NO.source, 'i'), '')
    .replace(HINDI_YES_OR_NO, '')
    .replace(/^\W*(i|we)\b\s*/i, '')
    .replace(new RegExp(`^\\s*${hindiWords('मैं|हम|मुझे|हमें')}\\s*`, 'u'), '')
    .trim();
  let second = parts[1]!.trim();
  while (/[?.!।]/.test(second.at(-1) ?? '')) second = second.slice(0, -1);
  return first && second ? [first, second] : null;
}

/** Reads `question` as asked at `now` by someone whose calendar runs at `utcOffset`. */
export function readQuestion(question: string, now: Date, utcOffset: UtcOffset): QuestionReading {
  // Devanagari digits (२०२७) read as the years and counts they are.
  const text = question
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - 0x966));
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
  /** The last month a span ending at `to` covers, as [year, month]. */
  const lastMonth = (to: number): [number, number] => {
    const last = new Date(to + offset - 1);
    return [last.getUTCFullYear(), last.getUTCMonth()];
  };

  // Each rule finds its periods and blanks what it read, so a later rule does not read it again.
  const found: (AskedPeriod & { at: number })[] = [];
  let rest = text;
  const rule = (pattern: string, read: (m: RegExpExecArray) => AskedPeriod | null) => {
    const regex = new RegExp(pattern, 'gu');
    rest = rest.replace(regex, (...args) => {
      const match = args.slice(0, -2) as unknown as RegExpExecArray;
      const at = args.at(-2) as number;
      const period = read(match);
      if (period) found.push({ ...period, at });
      return ' '.repeat(String(args[0]).length);
    });
  };
  const years = (a: number, b: number): AskedPeriod => {
    const [from, to] = [a, b].sort((x, y) => x - y) as [number, number];
    return { from: yearSpan(from).from, to: yearSpan(to).to, name: { key: 'years', from, to } };
  };
  rule(
    String.raw`\b(?:between|from)\s+${YEAR}\s+(?:and|to|till|until|through)\s+${YEAR}\b|\b${YEAR}\s*(?:-|–|to|till|until|through)\s*${YEAR}\b`,
    (m) => years(Number(m[1] ?? m[3]), Number(m[2] ?? m[4])),
  );
  // 2027 से 2029 तक, 2027 और 2029 के बीच.
  rule(String.raw`\b${YEAR}\s+(?:से|और)\s+${YEAR}\s+${hindiWords('तक|के बीच')}`, (m) =>
    years(Number(m[1]), Number(m[2])),
  );
  const month = (year: number, index: number): AskedPeriod => ({
    ...monthSpan(year, index),
    name: { key: 'month', month: [year, index] },
  });
  rule(String.raw`\b${MONTH}\s+(?:of\s+)?${YEAR}\b|\b${YEAR}\s+${MONTH}\b`, (m) =>
    month(Number(m[2] ?? m[3]), monthIndex(m[1] ?? m[4]!)),
  );
  rule(String.raw`${hindiWords(HINDI_MONTH)}\s+${YEAR}\b`, (m) =>
    month(Number(m[2]), monthIndex(m[1]!)),
  );
  const untilYear = (year: number, before: boolean): AskedPeriod | null => {
    const to = before ? yearSpan(year).from : yearSpan(year).to;
    return to > today
      ? { from: today, to, name: { key: before ? 'toStartOf' : 'toEndOf', year } }
      : null;
  };
  rule(String.raw`\b(by|before|until|till)\s+(?:the\s+end\s+of\s+)?${YEAR}\b`, (m) =>
    untilYear(Number(m[2]), m[1] === 'before'),
  );
  // 2030 तक, 2030 के अंत तक, 2030 से पहले.
  rule(String.raw`\b${YEAR}\s+${hindiWords('(के अंत तक|तक|से पहले)')}`, (m) =>
    untilYear(Number(m[1]), m[2] === 'से पहले'),
  );
  rule(String.raw`\b${YEAR}\b`, (m) => ({
    ...yearSpan(Number(m[1])),
    name: { key: 'year', year: Number(m[1]) },
  }));
  const relativeYear = (ahead: number): AskedPeriod => {
    const year = thisYear + ahead;
    const key = (['thisYear', 'nextYear', 'yearAfterNext'] as const)[ahead]!;
    return { ...yearSpan(year), name: { key, year } };
  };
  rule(String.raw`\b(this|next|coming)\s+year\b|\bthe\s+year\s+after\s+next\b`, (m) =>
    relativeYear(m[1] === 'this' ? 0 : m[1] ? 1 : 2),
  );
  // इस साल, अगले साल, आने वाले साल; अगले के अगले साल.
  rule(hindiWords('(इस|अगले|अगला|आने वाले|आगामी|अगले के अगले) (?:साल|वर्ष|बरस)'), (m) =>
    relativeYear(m[1] === 'इस' ? 0 : m[1] === 'अगले के अगले' ? 2 : 1),
  );
  const relativeMonth = (next: boolean): AskedPeriod => {
    const span = monthSpan(thisYear, thisMonth + (next ? 1 : 0));
    const named = new Date(span.from + offset);
    return {
      ...span,
      name: {
        key: next ? 'nextMonth' : 'thisMonth',
        month: [named.getUTCFullYear(), named.getUTCMonth()],
      },
    };
  };
  rule(String.raw`\b(this|next)\s+month\b`, (m) => relativeMonth(m[1] === 'next'));
  rule(hindiWords(`(इस|अगले|अगला) (?:${HINDI_MONTH_WORDS})`), (m) => relativeMonth(m[1] !== 'इस'));
  const next = (n: number, inYears: boolean): AskedPeriod | null => {
    if (!(n >= 1 && n <= 12)) return null;
    const to = monthSpan(thisYear, thisMonth + (inYears ? 12 * n : n)).from;
    const key = inYears ? 'nextYears' : 'nextMonths';
    return { from: today, to, name: { key, count: n, month: lastMonth(to) } };
  };
  rule(
    String.raw`\b(?:in|within|over|during|for)?\s*(?:the\s+)?(?:next|coming)\s+${COUNT}\s+(years?|months?)\b|\bwithin\s+${COUNT}\s+(years?|months?)\b`,
    (m) => next(count(m[1] ?? m[3]!), (m[2] ?? m[4]!).startsWith('year')),
  );
  // अगले 2 साल, आने वाले तीन महीनों में.
  rule(
    hindiWords(`(?:अगले|आने वाले|आगामी) ${HINDI_COUNT} (${HINDI_YEAR_WORDS}|${HINDI_MONTH_WORDS})`),
    (m) => next(count(m[1]!), HINDI_YEAR_WORDS.split('|').includes(m[2]!)),
  );
  const inYears = (n: number): AskedPeriod | null =>
    n >= 1 && n <= 20
      ? { ...yearSpan(thisYear + n), name: { key: 'inYears', year: thisYear + n, count: n } }
      : null;
  rule(
    String.raw`\bin\s+${COUNT}\s+years?(?:'?\s*time)?\b|\b${COUNT}\s+years?\s+from\s+now\b`,
    (m) => inYears(count(m[1] ?? m[2]!)),
  );
  // 3 साल बाद.
  rule(hindiWords(`${HINDI_COUNT} (?:${HINDI_YEAR_WORDS}) बाद`), (m) => inYears(count(m[1]!)));
  const ahead = (months: number, key: 'comingMonths' | 'comingYears') => (): AskedPeriod => {
    const to = monthSpan(thisYear, thisMonth + months).from;
    return { from: today, to, name: { key, month: lastMonth(to) } };
  };
  rule(
    String.raw`\b(?:coming|next\s+few)\s+months\b|\bmonths\s+(?:ahead|to\s+come)\b|\bsoon\b|\bnear\s+future\b|${hindiWords('आने वाले महीनों|जल्द|जल्दी|निकट भविष्य')}`,
    ahead(6, 'comingMonths'),
  );
  rule(
    String.raw`\bcoming\s+years\b|\byears\s+(?:ahead|to\s+come)\b|\bfuture\b|${hindiWords('आने वाले (?:सालों|वर्षों)|भविष्य')}`,
    ahead(36, 'comingYears'),
  );
  const monthAlone = (index: number): AskedPeriod =>
    month(index >= thisMonth ? thisYear : thisYear + 1, index);
  rule(MONTH_ALONE, (m) => monthAlone(monthIndex(m[1]!)));
  // A Hindi month's name is no verb: it counts alone.
  rule(hindiWords(HINDI_MONTH), (m) => monthAlone(monthIndex(m[1]!)));

  const periods = found
    .sort((a, b) => a.at - b.at)
    .filter((p, i, all) => all.findIndex((q) => q.from === p.from && q.to === p.to) === i)
    .map(({ from, to, name }) => ({ from, to, name }));

  const options = optionsOf(question);
  const yesOrNo =
    YES_OR_NO.test(text) ||
    HINDI_YES_OR_NO.test(text) ||
    (HINDI_FUTURE.test(text) && !HINDI_QUESTION_WORD.test(text));
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
    unread: periods.slice(MAX_PERIODS),
    legal: LEGAL.test(text),
  };
}
