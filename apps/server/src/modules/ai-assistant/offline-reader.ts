import { aspectedHouses, type Graha } from '@kusp/astro';
import type { ChartFacts, DasaFact } from './chart-facts.ts';
import {
  generalReading,
  grahaOf,
  houseFromLagna,
  houseParagraph,
  inHouse,
  karakaLine,
  periodParagraph,
  presentParagraph,
  readable,
} from './chart-reading.ts';
import type { PeriodFacts, QuestionFacts } from './question-facts.ts';
import type { QuestionReading } from './question.ts';
import { AREA_RULES, houseKind, links, type Area, type AreaRule } from './reading-rules.ts';
import type { TransitCourse } from './transit-facts.ts';
import { dayOf, names, ordinal } from './words.ts';

/*
 * The built-in reader: a Parashari reading of the question asked, written from the engine's facts
 * alone, with no outside service. It restates what it understood (kind, areas, periods), gives the
 * dasa and the slow grahas' transits of each period named (or of the present), reads each area's
 * houses and karakas (reading-rules.ts) and how those periods' lords and transits touch them, then
 * answers the kind of question asked and says what a chart cannot tell. Same facts and question,
 * same answer; two different questions, two different answers.
 */

const AUTOMATED =
  "This is an automated reading by Kusp's built-in chart reader, written from the positions our engine computed for your birth chart; it is not an astrologer's personal judgement.";
const CLOSING = 'For a deeper reading, ask one of our astrologers.';

/** The dasa lords of a period (or of the present), each with the level it runs at. */
interface PeriodLords {
  label: string;
  lords: { lord: Graha; role: 'mahadasha' | 'antardasha' }[];
}

function lordsOf(label: string, maha: DasaFact[], antar: DasaFact[]): PeriodLords {
  const lords: PeriodLords['lords'] = [];
  for (const [role, periods] of [
    ['mahadasha', maha],
    ['antardasha', antar],
  ] as const)
    for (const p of periods)
      if (!lords.some((l) => l.lord === p.lord)) lords.push({ lord: p.lord, role });
  return { label, lords };
}

function presentLords(facts: ChartFacts): PeriodLords {
  return lordsOf('the present period', [facts.dasa.maha], [facts.dasa.antar]);
}

// --- What was understood -------------------------------------------------------------------------

function understanding(asked: QuestionReading, question: string): string {
  const kind = {
    when: 'a question of timing',
    whether: 'a yes-or-no question',
    which: asked.options
      ? `a choice between “${asked.options[0]}” and “${asked.options[1]}”`
      : 'a question of which way to go',
    how: 'a request for a reading',
  }[asked.kind];
  const about = asked.areas.length
    ? `, about ${names(asked.areas.map((a) => AREA_RULES[a].label))}`
    : '';
  const when = asked.periods.length
    ? `, for ${names(asked.periods.map((p) => p.label))}`
    : ', for the present period, as it names no year or month';
  const unread = asked.unread.length
    ? ` I have read the first ${asked.periods.length} periods it names; ask again for ${names(asked.unread)}.`
    : '';
  const text = question.trim();
  const stop = /[.?!]$/.test(text) ? '' : '.';
  return `You asked: “${text}”${stop} I read it as ${kind}${about}${when}.${unread}`;
}

// --- The areas ----------------------------------------------------------------------------------

/** The period's dasa lords tied to the area, each with what ties it. */
function tiedLords(facts: ChartFacts, rule: AreaRule, period: PeriodLords) {
  return period.lords
    .map(({ lord, role }) => ({ lord, role, ties: links(facts, lord, rule) }))
    .filter((l) => l.ties.length > 0);
}

/** Jupiter's and Saturn's passage over or aspect on the area's main house during a period. */
function transitTouches(facts: ChartFacts, main: number, courses: TransitCourse[]): string[] {
  // 'Jupiter aspects your 7th house from Leo (your 2nd house)' → the dates it does so.
  const found = new Map<string, string[]>();
  for (const { graha, stays } of courses) {
    if (graha !== 'Jupiter' && graha !== 'Saturn') continue;
    for (const stay of stays) {
      const house = houseFromLagna(facts, stay.sign);
      const how =
        house === main
          ? `passes through your ${ordinal(main)} house`
          : aspectedHouses(graha, house).includes(main)
            ? `aspects your ${ordinal(main)} house from ${inHouse(facts, stay.sign)}`
            : '';
      if (!how) continue;
      const when =
        stay.since && stay.until
          ? ` from ${dayOf(stay.since)} to ${dayOf(stay.until)}`
          : stay.since
            ? ` from ${dayOf(stay.since)}`
            : stay.until
              ? ` until ${dayOf(stay.until)}`
              : '';
      const key = `${graha} ${how}`;
      found.set(key, [...(found.get(key) ?? []), when]);
    }
  }
  return [...found].map(
    ([touch, dates]) => touch + dates.map((d, i) => (i ? ` and again${d}` : d)).join(','),
  );
}

function activation(facts: ChartFacts, rule: AreaRule, period: PeriodLords, touches: string[]) {
  const tied = tiedLords(facts, rule, period);
  const lordNames = names(period.lords.map((l) => l.lord));
  const dasa = tied.length
    ? `In ${period.label}, ${names(tied.map((l) => `${l.lord} (${l.role} lord) ${names(l.ties)}`))}: ${rule.label} is an active theme then.`
    : `In ${period.label}, none of the dasa lords (${lordNames}) is tied to the houses of ${rule.label}, so it is not the main theme then.`;
  const jupiterSaturn = touches.length
    ? ` In transit, ${names(touches)}.`
    : ` Neither Jupiter nor Saturn passes through or aspects your ${ordinal(rule.houses[0]!)} house then.`;
  return dasa + jupiterSaturn;
}

// --- The kind of question -----------------------------------------------------------------------

const KIND_OF_RESULT: Record<ReturnType<typeof houseKind>, string> = {
  own: 'steady results in its own field',
  kendra: 'building on what you have, results that show clearly',
  trikona: 'progress carried by good fortune',
  dusthana: 'changes of direction and results after obstacles',
  upachaya: 'gains that grow with effort',
  second: 'matters of family and savings',
};

function lordsFavour(facts: ChartFacts, period: PeriodLords): string {
  return period.lords
    .map(({ lord, role }) => {
      const g = grahaOf(facts, lord);
      return `the ${role} lord ${lord}, in your ${ordinal(g.house)} house, favours ${KIND_OF_RESULT[houseKind(1, g.house)]}`;
    })
    .join('; ');
}

function whenParagraph(facts: ChartFacts, rule: AreaRule, asked: PeriodFacts[]): string {
  if (asked.length) {
    const within = asked.flatMap((p) =>
      [...p.antar, ...p.pratyantar]
        .filter((d) => links(facts, d.lord, rule).length > 0)
        .map(
          (d) =>
            `the ${d.lord} ${d.within.length > 1 ? 'pratyantardasha' : 'antardasha'} (${dayOf(d.start)} to ${dayOf(d.end)})`,
        ),
    );
    return within.length
      ? `Asked "when", within what you asked about the dasa points to ${names([...new Set(within)])}, whose lords are tied to the houses of ${rule.label}.`
      : `Asked "when": no antardasha within what you asked about is ruled by a graha tied to ${rule.label}.`;
  }
  const coming = facts.comingAntardashas
    .slice(1)
    .find((p) => links(facts, p.lord, rule).length > 0);
  return coming
    ? `Asked "when", the dasa points to the ${coming.lord} antardasha, from ${dayOf(coming.start)} to ${dayOf(coming.end)}, as the next period whose lord ${names(links(facts, coming.lord, rule))}.`
    : `Asked "when": no coming antardasha before the end of the next mahadasha is ruled by a graha tied to ${rule.label}, so steady effort counts for more than waiting for a period.`;
}

function whetherParagraph(
  facts: ChartFacts,
  rule: AreaRule,
  period: PeriodLords,
  touches: string[],
) {
  const main = ordinal(rule.houses[0]!);
  const tied = tiedLords(facts, rule, period);
  const jupiter = touches.some((t) => t.startsWith('Jupiter'))
    ? `Jupiter's transit over or aspect on your ${main} house adds support.`
    : `Jupiter neither passes through nor aspects your ${main} house then.`;
  if (!tied.length)
    return `So, to your question: the dasa does not make ${rule.label} a leading theme of ${period.label}. That does not rule anything out, but the periods give it no special push then. ${jupiter}`;
  const hard = tied.filter((l) => houseKind(1, grahaOf(facts, l.lord).house) === 'dusthana');
  return [
    `So, to your question: the dasa makes ${rule.label} an active theme of ${period.label}, through ${names(tied.map((l) => l.lord))}.`,
    hard.length
      ? `${names(hard.map((l) => l.lord))} ${hard.length > 1 ? 'sit' : 'sits'} in a dusthana, so expect obstacles or delays along the way.`
      : '',
    jupiter,
  ]
    .filter(Boolean)
    .join(' ');
}

function whichParagraph(facts: ChartFacts, asked: QuestionReading, period: PeriodLords): string {
  const options = asked.options ? ` between “${asked.options[0]}” and “${asked.options[1]}”` : '';
  return `The chart cannot make the choice${options} for you. What it shows is the kind of result ${period.label} favours: ${lordsFavour(facts, period)}. Weigh the options with that in mind.`;
}

// --- What a chart cannot tell -------------------------------------------------------------------

function limits(asked: QuestionReading): string {
  return [
    `What a chart cannot tell: it shows tendencies and the timing of periods, not certain events; it cannot say that something will happen, or on which day${asked.kind === 'which' ? ', nor choose for you' : ''}.`,
    ...asked.areas.map((a) => AREA_RULES[a].caution ?? ''),
    asked.legal ? 'This is not legal advice; for a case or a dispute, consult a lawyer.' : '',
    CLOSING,
  ]
    .filter(Boolean)
    .join(' ');
}

// --- The reading --------------------------------------------------------------------------------

function areaParagraphs(facts: QuestionFacts, area: Area, alone: boolean): string[] {
  const { chart, periods, question } = facts;
  const rule = AREA_RULES[area];
  const [main, ...others] = rule.houses;
  const natal = [
    houseParagraph(chart, main!, rule.label, true),
    ...(alone ? others.map((house) => houseParagraph(chart, house, rule.label, false)) : []),
    karakaLine(chart, rule),
  ];
  const asked = periods.length
    ? periods.filter(readable(chart)).map((p) => ({
        lords: lordsOf(p.period.label, p.maha, p.antar),
        touches: p.transits ? transitTouches(chart, main!, p.transits) : [],
      }))
    : [
        {
          lords: presentLords(chart),
          touches: transitTouches(
            chart,
            main!,
            chart.slowTransits.map((t) => ({
              graha: t.graha,
              stays: [{ sign: t.sign, retrograde: t.retrograde, since: null, until: t.nextChange }],
            })),
          ),
        },
      ];
  const reading = asked.map(({ lords, touches }) => activation(chart, rule, lords, touches));
  const answer =
    question.kind === 'when'
      ? [whenParagraph(chart, rule, periods)]
      : question.kind === 'whether'
        ? asked.map(({ lords, touches }) => whetherParagraph(chart, rule, lords, touches))
        : [];
  return [...natal, reading.join(' '), ...answer];
}

/** The reading, in plain-text paragraphs separated by blank lines. */
export function offlineReading(facts: QuestionFacts, question: string): string {
  const { chart, question: asked, periods } = facts;
  const paragraphs = [
    AUTOMATED,
    understanding(asked, question),
    ...(periods.length ? periods.map((p) => periodParagraph(chart, p)) : [presentParagraph(chart)]),
    ...(asked.areas.length
      ? asked.areas.flatMap((area) => areaParagraphs(facts, area, asked.areas.length === 1))
      : [generalReading(chart)]),
    ...(asked.kind === 'which'
      ? (periods.length
          ? periods.filter(readable(chart)).map((p) => lordsOf(p.period.label, p.maha, p.antar))
          : [presentLords(chart)]
        ).map((lords) => whichParagraph(chart, asked, lords))
      : []),
    limits(asked),
  ];
  return paragraphs.join('\n\n');
}
