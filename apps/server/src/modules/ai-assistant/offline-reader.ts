import { aspectedHouses, type Graha, type SignName } from '@kusp/astro';
import type { Language } from '@kusp/contracts';
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
import { periodLabel, type QuestionReading } from './question.ts';
import { AREA_RULES, houseKind, links, type Area } from './reading-rules.ts';
import type { TransitCourse } from './transit-facts.ts';
import { dayOf, wordsIn, type Words } from './words.ts';

/*
 * The built-in reader: a Parashari reading of the question asked, written from the engine's facts
 * alone, with no outside service, in the customer's language (every sentence from the `reader`
 * namespace). It restates what it understood (kind, areas, periods), gives the dasa and the slow
 * grahas' transits of each period named (or of the present), reads each area's houses and karakas
 * (reading-rules.ts) and how those periods' lords and transits touch them, then answers the kind of
 * question asked and says what a chart cannot tell. Same facts, question and language, same
 * answer; two different questions, two different answers.
 */

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

const presentLords = (facts: ChartFacts, w: Words) =>
  lordsOf(w.t('reader:period.present'), [facts.dasa.maha], [facts.dasa.antar]);

const periodLords = (p: PeriodFacts, w: Words) =>
  lordsOf(periodLabel(p.period, w), p.maha, p.antar);

const areaName = (area: Area, w: Words) => w.t(`reader:area.${area}`);

// --- What was understood -------------------------------------------------------------------------

function understanding(asked: QuestionReading, question: string, w: Words): string {
  const kind =
    asked.kind === 'which' && asked.options
      ? w.t('reader:understood.kind.whichOptions', {
          first: asked.options[0],
          second: asked.options[1],
        })
      : w.t(`reader:understood.kind.${asked.kind}`);
  const about = asked.areas.length
    ? w.t('reader:understood.about', { areas: w.names(asked.areas.map((a) => areaName(a, w))) })
    : '';
  const when = asked.periods.length
    ? w.t('reader:understood.periods', {
        periods: w.names(asked.periods.map((p) => periodLabel(p, w))),
      })
    : w.t('reader:understood.present');
  const text = question.trim();
  return [
    w.t('reader:understood.asked', {
      question: text,
      stop: /[.?!।]$/.test(text) ? '' : w.t('reader:stop'),
    }),
    w.t('reader:understood.sentence', { kind, about, when }),
    asked.unread.length
      ? w.t('reader:understood.unread', {
          number: asked.periods.length,
          unread: w.names(asked.unread.map((p) => periodLabel(p, w))),
        })
      : '',
  ]
    .filter(Boolean)
    .join(' ');
}

// --- The areas ----------------------------------------------------------------------------------

/** The period's dasa lords tied to the area, each with what ties it. */
function tiedLords(facts: ChartFacts, area: Area, period: PeriodLords, w: Words) {
  return period.lords
    .map(({ lord, role }) => ({ lord, role, ties: links(facts, lord, area, w) }))
    .filter((l) => l.ties.length > 0);
}

/** A slow graha's passage over or aspect on an area's main house, in words. */
interface TransitTouch {
  graha: Graha;
  text: string;
}

/** Jupiter's and Saturn's passage over or aspect on the area's main house during a period. */
function transitTouches(
  facts: ChartFacts,
  main: number,
  courses: TransitCourse[],
  w: Words,
): TransitTouch[] {
  // 'Jupiter aspects your 7th house from Leo (your 2nd house)' → the dates it does so.
  const found = new Map<string, { graha: Graha; sign: SignName | null; dates: string[] }>();
  for (const { graha, stays } of courses) {
    if (graha !== 'Jupiter' && graha !== 'Saturn') continue;
    for (const stay of stays) {
      const house = houseFromLagna(facts, stay.sign);
      // null: it passes through the house; a sign: it aspects the house from there.
      const from =
        house === main ? null : aspectedHouses(graha, house).includes(main) ? stay.sign : undefined;
      if (from === undefined) continue;
      const dates =
        stay.since && stay.until
          ? w.t('reader:transit.fromTo', { from: dayOf(stay.since), to: dayOf(stay.until) })
          : stay.since
            ? w.t('reader:transit.from', { from: dayOf(stay.since) })
            : stay.until
              ? w.t('reader:transit.to', { to: dayOf(stay.until) })
              : '';
      const key = `${graha} ${from}`;
      const touch = found.get(key) ?? { graha, sign: from, dates: [] };
      found.set(key, { ...touch, dates: [...touch.dates, dates] });
    }
  }
  return [...found.values()].map(({ graha, sign, dates }) => {
    const values = {
      graha: w.graha(graha),
      house: w.house(main),
      dates: dates.map((d, i) => (i ? w.t('reader:transit.again', { dates: d }) : d)).join(','),
    };
    return {
      graha,
      text: sign
        ? w.t('reader:transit.aspects', {
            ...values,
            place: inHouse(facts, sign, w),
          })
        : w.t('reader:transit.passes', values),
    };
  });
}

function activation(
  facts: ChartFacts,
  area: Area,
  period: PeriodLords,
  touches: TransitTouch[],
  w: Words,
) {
  const tied = tiedLords(facts, area, period, w);
  const values = { period: period.label, area: areaName(area, w) };
  const dasa = tied.length
    ? w.t('reader:activation.active', {
        ...values,
        lords: w.names(
          tied.map((l) =>
            w.t('reader:activation.tied', {
              lord: w.graha(l.lord),
              role: w.t(`reader:role.${l.role}`),
              ties: w.names(l.ties),
            }),
          ),
        ),
      })
    : w.t('reader:activation.quiet', {
        ...values,
        lords: w.names(period.lords.map((l) => w.graha(l.lord))),
      });
  const jupiterSaturn = touches.length
    ? w.t('reader:activation.transits', { touches: w.names(touches.map((t) => t.text)) })
    : w.t('reader:activation.noTransits', { house: w.house(AREA_RULES[area].houses[0]!) });
  return `${dasa} ${jupiterSaturn}`;
}

// --- The kind of question -----------------------------------------------------------------------

function lordsFavour(facts: ChartFacts, period: PeriodLords, w: Words): string {
  return period.lords
    .map(({ lord, role }) => {
      const g = grahaOf(facts, lord);
      return w.t('reader:which.favours', {
        role: w.t(`reader:role.${role}`),
        lord: w.graha(lord),
        house: w.house(g.house),
        result: w.t(`reader:result.${houseKind(1, g.house)}`),
      });
    })
    .join('; ');
}

function whenParagraph(facts: ChartFacts, area: Area, asked: PeriodFacts[], w: Words): string {
  const tied = (lord: Graha) => links(facts, lord, area, w);
  const values = { area: areaName(area, w) };
  if (asked.length) {
    const within = asked.flatMap((p) =>
      [...p.antar, ...p.pratyantar]
        .filter((d) => tied(d.lord).length > 0)
        .map((d) =>
          w.t('reader:when.within', {
            lord: w.graha(d.lord),
            level: w.t(`reader:level.${d.within.length > 1 ? 'pratyantardasha' : 'antardasha'}`),
            start: dayOf(d.start),
            end: dayOf(d.end),
          }),
        ),
    );
    return within.length
      ? w.t('reader:when.found', { ...values, periods: w.names([...new Set(within)]) })
      : w.t('reader:when.none', values);
  }
  const coming = facts.comingAntardashas.slice(1).find((p) => tied(p.lord).length > 0);
  return coming
    ? w.t('reader:when.next', {
        lord: w.graha(coming.lord),
        start: dayOf(coming.start),
        end: dayOf(coming.end),
        ties: w.names(tied(coming.lord)),
      })
    : w.t('reader:when.noneComing', values);
}

function whetherParagraph(
  facts: ChartFacts,
  area: Area,
  period: PeriodLords,
  touches: TransitTouch[],
  w: Words,
) {
  const house = w.house(AREA_RULES[area].houses[0]!);
  const tied = tiedLords(facts, area, period, w);
  const jupiter = touches.some((t) => t.graha === 'Jupiter')
    ? w.t('reader:whether.jupiter', { house })
    : w.t('reader:whether.noJupiter', { house });
  const values = { area: areaName(area, w), period: period.label };
  if (!tied.length) return `${w.t('reader:whether.quiet', values)} ${jupiter}`;
  const hard = tied.filter((l) => houseKind(1, grahaOf(facts, l.lord).house) === 'dusthana');
  return [
    w.t('reader:whether.active', {
      ...values,
      lords: w.names(tied.map((l) => w.graha(l.lord))),
    }),
    hard.length
      ? w.t('reader:whether.hard', {
          count: hard.length,
          lords: w.names(hard.map((l) => w.graha(l.lord))),
        })
      : '',
    jupiter,
  ]
    .filter(Boolean)
    .join(' ');
}

function whichParagraph(
  facts: ChartFacts,
  asked: QuestionReading,
  period: PeriodLords,
  w: Words,
): string {
  const values = { period: period.label, favours: lordsFavour(facts, period, w) };
  return asked.options
    ? w.t('reader:which.choiceOptions', {
        ...values,
        first: asked.options[0],
        second: asked.options[1],
      })
    : w.t('reader:which.choice', values);
}

// --- What a chart cannot tell -------------------------------------------------------------------

function limits(asked: QuestionReading, w: Words): string {
  return [
    w.t(asked.kind === 'which' ? 'reader:limits.choice' : 'reader:limits.general'),
    ...asked.areas.map((a) => (AREA_RULES[a].caution ? w.t(`reader:caution.${a}`) : '')),
    asked.legal ? w.t('reader:caution.legal') : '',
    w.t('reader:closing'),
  ]
    .filter(Boolean)
    .join(' ');
}

// --- The reading --------------------------------------------------------------------------------

function areaParagraphs(facts: QuestionFacts, area: Area, alone: boolean, w: Words): string[] {
  const { chart, periods, question } = facts;
  const [main, ...others] = AREA_RULES[area].houses;
  const natal = [
    houseParagraph(chart, main!, area, true, w),
    ...(alone ? others.map((house) => houseParagraph(chart, house, area, false, w)) : []),
    karakaLine(chart, area, w),
  ];
  const asked = periods.length
    ? periods.filter(readable(chart)).map((p) => ({
        lords: periodLords(p, w),
        touches: p.transits ? transitTouches(chart, main!, p.transits, w) : [],
      }))
    : [
        {
          lords: presentLords(chart, w),
          touches: transitTouches(
            chart,
            main!,
            chart.slowTransits.map((t) => ({
              graha: t.graha,
              stays: [{ sign: t.sign, retrograde: t.retrograde, since: null, until: t.nextChange }],
            })),
            w,
          ),
        },
      ];
  const reading = asked.map(({ lords, touches }) => activation(chart, area, lords, touches, w));
  const answer =
    question.kind === 'when'
      ? [whenParagraph(chart, area, periods, w)]
      : question.kind === 'whether'
        ? asked.map(({ lords, touches }) => whetherParagraph(chart, area, lords, touches, w))
        : [];
  return [...natal, reading.join(' '), ...answer];
}

/** The reading in `language`, in plain-text paragraphs separated by blank lines. */
export function offlineReading(facts: QuestionFacts, question: string, language: Language): string {
  const w = wordsIn(language);
  const { chart, question: asked, periods } = facts;
  const paragraphs = [
    w.t('reader:automated'),
    understanding(asked, question, w),
    ...(periods.length
      ? periods.map((p) => periodParagraph(chart, p, w))
      : [presentParagraph(chart, w)]),
    ...(asked.areas.length
      ? asked.areas.flatMap((area) => areaParagraphs(facts, area, asked.areas.length === 1, w))
      : [generalReading(chart, w)]),
    ...(asked.kind === 'which'
      ? (periods.length
          ? periods.filter(readable(chart)).map((p) => periodLords(p, w))
          : [presentLords(chart, w)]
        ).map((lords) => whichParagraph(chart, asked, lords, w))
      : []),
    limits(asked, w),
  ];
  return paragraphs.join('\n\n');
}
