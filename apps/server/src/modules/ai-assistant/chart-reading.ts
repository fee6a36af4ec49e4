import type { Graha, SignName } from '@kusp/astro';
import type { ChartFacts, DasaFact, GrahaFact } from './chart-facts.ts';
import { periodLabel } from './question.ts';
import type { PeriodFacts } from './question-facts.ts';
import { AREA_RULES, BENEFICS, houseKind, type Area } from './reading-rules.ts';
import type { TransitCourse } from './transit-facts.ts';
import { dayOf, type Words } from './words.ts';

/*
 * The paragraphs of a reading that tell what the chart holds, whatever the question: a house and its
 * lord, an area's karakas, the Lagna, and the dasa and transits of a period (offline-reader.ts puts
 * them together for the question asked), in the words of the reader's language.
 */

export const houseFromLagna = (facts: ChartFacts, sign: SignName) =>
  facts.houses.find((h) => h.sign === sign)!.house;

export const grahaOf = (facts: ChartFacts, graha: Graha) =>
  facts.grahas.find((g) => g.graha === graha) as GrahaFact;

/** 'Leo (your 2nd house)'. */
export const inHouse = (facts: ChartFacts, sign: SignName, w: Words) =>
  w.t('reader:inHouse', { sign: w.sign(sign), house: w.house(houseFromLagna(facts, sign)) });

/** BPHS ch. 24: what a house lord does from the kind of house it sits in. */
const placementMeaning = (fromHouse: number, lordHouse: number, w: Words) =>
  w.t(`reader:placementMeaning.${houseKind(fromHouse, lordHouse)}`);

const dignity = (g: GrahaFact, w: Words) => w.t(`horoscope:relations.${g.dignity}`);

function placement(g: GrahaFact, w: Words): string {
  return w.t('reader:placement', {
    graha: w.graha(g.graha),
    sign: w.sign(g.sign),
    house: w.house(g.house),
    dignity: dignity(g, w),
    meaning: w.t(`reader:dignity.${g.dignity}`, ''),
  });
}

export function houseParagraph(
  facts: ChartFacts,
  house: number,
  area: Area,
  main: boolean,
  w: Words,
): string {
  const fact = facts.houses[house - 1]!;
  const lord = grahaOf(facts, fact.lord);
  const grahas = (list: readonly Graha[]) => w.names(list.map(w.graha));
  const about = {
    area: w.t(`reader:area.${area}`),
    house: w.house(house),
    matters: w.t(`reader:matters.${house}`),
  };
  const influences = [...fact.occupants, ...fact.aspectedBy];
  const benefic = influences.filter((g) => BENEFICS.includes(g));
  const malefic = influences.filter((g) => !BENEFICS.includes(g));
  const tone =
    benefic.length && !malefic.length
      ? 'benefic'
      : malefic.length && !benefic.length
        ? 'malefic'
        : benefic.length
          ? 'mixed'
          : null;
  return [
    w.t(main ? 'reader:houseReading.main' : 'reader:houseReading.other', about),
    w.t('reader:houseReading.sign', {
      sign: w.sign(fact.sign),
      lord: w.graha(fact.lord),
      placement: placement(lord, w),
    }),
    placementMeaning(house, lord.house, w),
    fact.occupants.length
      ? w.t('reader:houseReading.occupants', {
          count: fact.occupants.length,
          grahas: grahas(fact.occupants),
        })
      : w.t('reader:houseReading.empty'),
    fact.aspectedBy.length
      ? w.t('reader:houseReading.aspects', { grahas: grahas(fact.aspectedBy) })
      : w.t('reader:houseReading.unaspected'),
    tone && w.t(`reader:houseReading.${tone}`),
  ]
    .filter(Boolean)
    .join(' ');
}

export function karakaLine(facts: ChartFacts, area: Area, w: Words): string {
  const { karakas } = AREA_RULES[area];
  const each = karakas.map((k) => {
    const g = grahaOf(facts, k);
    return w.t('reader:karaka.each', {
      graha: w.graha(k),
      sign: w.sign(g.sign),
      house: w.house(g.house),
      dignity: dignity(g, w),
    });
  });
  return w.t('reader:karaka.line', {
    count: karakas.length,
    area: w.t(`reader:area.${area}`),
    karakas: w.names(karakas.map(w.graha)),
    each: each.join('; '),
  });
}

export function generalReading(facts: ChartFacts, w: Words): string {
  const first = facts.houses[0]!;
  const lord = grahaOf(facts, first.lord);
  const maha = grahaOf(facts, facts.dasa.maha.lord);
  const ruled = facts.houses.filter((h) => h.lord === maha.graha).map((h) => h.house);
  const mahaLord = {
    graha: w.graha(maha.graha),
    house: w.house(maha.house),
    matters: w.t(`reader:matters.${maha.house}`),
  };
  return [
    w.t('reader:general.noArea'),
    w.t('reader:general.lagna', {
      sign: w.sign(facts.lagna.sign),
      nakshatra: w.nakshatra(facts.lagna.nakshatra),
      lord: w.graha(first.lord),
      placement: placement(lord, w),
      meaning: placementMeaning(1, lord.house, w),
    }),
    lord.graha === 'Moon'
      ? ''
      : w.t('reader:general.moon', {
          sign: w.sign(facts.moon.sign),
          nakshatra: w.nakshatra(facts.moon.nakshatra),
        }),
    ruled.length
      ? w.t('reader:general.rules', {
          ...mahaLord,
          houses: w.houses(ruled),
          ruledMatters: w.names(ruled.map((h) => w.t(`reader:matters.${h}`))),
        })
      : w.t('reader:general.node', mahaLord),
  ]
    .filter(Boolean)
    .join(' ');
}

// --- The periods ---------------------------------------------------------------------------------

function dasaLine(facts: ChartFacts, w: Words): string {
  const { maha, antar, pratyantar } = facts.dasa;
  return w.t('reader:dasa.running', {
    maha: w.graha(maha.lord),
    mahaEnd: dayOf(maha.end),
    antar: w.graha(antar.lord),
    antarEnd: dayOf(antar.end),
    pratyantar: w.graha(pratyantar.lord),
    pratyantarEnd: dayOf(pratyantar.end),
  });
}

type Level = 'mahadasha' | 'antardasha' | 'pratyantardasha';

/** 'the Sun antardasha until 20-07-2027, then the Moon antardasha from 20-07-2027 to …'. */
function sequence(periods: DasaFact[], level: Level, from: number, w: Words): string {
  return periods
    .map((p, i) => {
      const values = {
        lord: w.graha(p.lord),
        level: w.t(`reader:level.${level}`),
        start: dayOf(p.start),
        end: dayOf(p.end),
      };
      const period =
        Date.parse(p.start) <= from
          ? w.t('reader:dasa.until', values)
          : w.t('reader:dasa.fromTo', values);
      return i ? w.t('reader:dasa.then', { period }) : period;
    })
    .join(', ');
}

const retrograde = (retro: boolean, w: Words) => (retro ? w.t('reader:retrograde') : '');

function transitLine(facts: ChartFacts, courses: TransitCourse[], label: string, w: Words) {
  const each = courses.map(({ graha, stays }) => {
    const parts = stays.map((s, i) =>
      w.t(i ? 'reader:transit.thenStay' : 'reader:transit.stay', {
        place: inHouse(facts, s.sign, w),
        retrograde: retrograde(s.retrograde, w),
        until: s.until ? w.t('reader:transit.until', { date: dayOf(s.until) }) : '',
      }),
    );
    return w.t(stays.length === 1 ? 'reader:transit.throughout' : 'reader:transit.course', {
      graha: w.graha(graha),
      stays: parts.join(', '),
    });
  });
  return w.t('reader:transit.during', { period: label, courses: each.join('; ') });
}

export function periodParagraph(facts: ChartFacts, p: PeriodFacts, w: Words): string {
  const { from, to } = p.period;
  const label = periodLabel(p.period, w);
  if (to <= Date.parse(facts.born))
    return w.t('reader:dasa.beforeBirth', { period: capital(label) });
  if (p.maha.length === 0) return w.t('reader:dasa.beyond', { period: capital(label) });
  const maha =
    p.maha.length === 1
      ? w.t('reader:dasa.throughout', {
          lord: w.graha(p.maha[0]!.lord),
          start: dayOf(p.maha[0]!.start),
          end: dayOf(p.maha[0]!.end),
        })
      : sequence(p.maha, 'mahadasha', from, w);
  const parts = [
    w.t('reader:dasa.during', {
      period: label,
      maha,
      antardashas: sequence(p.antar, 'antardasha', from, w),
    }),
  ];
  if (p.pratyantar.length)
    parts.push(
      w.t('reader:dasa.pratyantardashas', {
        pratyantardashas: sequence(p.pratyantar, 'pratyantardasha', from, w),
      }),
    );
  parts.push(p.transits ? transitLine(facts, p.transits, label, w) : w.t('reader:transit.tooLong'));
  return parts.join(' ');
}

export function presentParagraph(facts: ChartFacts, w: Words): string {
  const transits = facts.slowTransits.map((t) =>
    w.t('reader:transit.now', {
      graha: w.graha(t.graha),
      place: inHouse(facts, t.sign, w),
      retrograde: retrograde(t.retrograde, w),
      date: dayOf(t.nextChange),
    }),
  );
  return w.t('reader:dasa.present', { dasa: dasaLine(facts, w), transits: w.names(transits) });
}

// Devanagari has no capitals: a Hindi label is left as it is.
const capital = (text: string) => text[0]!.toUpperCase() + text.slice(1);

/** A period the chart can speak of: after the birth and within the dasa the engine lists. */
export const readable = (facts: ChartFacts) => (p: PeriodFacts) =>
  p.maha.length > 0 && p.period.to > Date.parse(facts.born);
