import type { Graha, SignName } from '@kusp/astro';
import type { ChartFacts, DasaFact, GrahaFact } from './chart-facts.ts';
import type { PeriodFacts } from './question-facts.ts';
import {
  BENEFICS,
  DIGNITY_MEANING,
  HOUSE_MATTERS,
  placementMeaning,
  type AreaRule,
} from './reading-rules.ts';
import type { TransitCourse } from './transit-facts.ts';
import { dayOf, names, ordinal } from './words.ts';

/*
 * The paragraphs of a reading that tell what the chart holds, whatever the question: a house and its
 * lord, an area's karakas, the Lagna, and the dasa and transits of a period (offline-reader.ts puts
 * them together for the question asked).
 */

export const houseFromLagna = (facts: ChartFacts, sign: SignName) =>
  facts.houses.find((h) => h.sign === sign)!.house;

export const grahaOf = (facts: ChartFacts, graha: Graha) =>
  facts.grahas.find((g) => g.graha === graha) as GrahaFact;

export const inHouse = (facts: ChartFacts, sign: SignName) =>
  `${sign} (your ${ordinal(houseFromLagna(facts, sign))} house)`;

function placement(g: GrahaFact): string {
  return `${g.graha} sits in ${g.sign}, your ${ordinal(g.house)} house, where its dignity is ${g.dignity}: ${DIGNITY_MEANING[g.dignity] ?? ''}`;
}

export function houseParagraph(
  facts: ChartFacts,
  house: number,
  label: string,
  main: boolean,
): string {
  const fact = facts.houses[house - 1]!;
  const lord = grahaOf(facts, fact.lord);
  const opening = main
    ? `For ${label}, Parashari astrology looks first at the ${ordinal(house)} house, the house of ${HOUSE_MATTERS[house - 1]}.`
    : `The ${ordinal(house)} house, of ${HOUSE_MATTERS[house - 1]}, also speaks to ${label}.`;
  const occupants = fact.occupants.length
    ? `${names(fact.occupants)} ${fact.occupants.length > 1 ? 'occupy' : 'occupies'} the house.`
    : 'No graha occupies the house, so its lord speaks for it.';
  const aspects = fact.aspectedBy.length
    ? `It receives the aspect of ${names(fact.aspectedBy)}.`
    : 'No graha aspects it.';
  const influences = [...fact.occupants, ...fact.aspectedBy];
  const benefic = influences.filter((g) => BENEFICS.includes(g));
  const malefic = influences.filter((g) => !BENEFICS.includes(g));
  const tone =
    benefic.length && !malefic.length
      ? 'Only benefic grahas touch it, which protects this part of life.'
      : malefic.length && !benefic.length
        ? 'Only malefic grahas touch it, which asks for patience and discipline here.'
        : benefic.length
          ? 'Benefic and malefic influences meet here: results come, but with some struggle.'
          : '';
  return [
    opening,
    `In your chart it falls in ${fact.sign}, so its lord is ${fact.lord}. ${placement(lord)}.`,
    placementMeaning(house, lord.house),
    occupants,
    aspects,
    tone,
  ]
    .filter(Boolean)
    .join(' ');
}

export function karakaLine(facts: ChartFacts, rule: AreaRule): string {
  const each = rule.karakas.map((k) => {
    const g = grahaOf(facts, k);
    return `${k} is in ${g.sign}, your ${ordinal(g.house)} house, with dignity ${g.dignity}`;
  });
  return rule.karakas.length > 1
    ? `The natural significators (karakas) of ${rule.label} are ${names(rule.karakas)}: ${each.join('; ')}.`
    : `The natural significator (karaka) of ${rule.label} is ${rule.karakas[0]}: ${each[0]}.`;
}

export function generalReading(facts: ChartFacts): string {
  const first = facts.houses[0]!;
  const lord = grahaOf(facts, first.lord);
  const maha = grahaOf(facts, facts.dasa.maha.lord);
  const ruled = facts.houses.filter((h) => h.lord === maha.graha).map((h) => h.house);
  return [
    `Your question names no area of life (career, marriage, money, health, education, children, travel, property, family or spiritual life), so here is your Lagna and what your mahadasha lord rules.`,
    `Your Lagna (ascendant) is ${facts.lagna.sign}, in ${facts.lagna.nakshatra} nakshatra, and its lord is ${first.lord}. ${placement(lord)}. ${placementMeaning(1, lord.house)}${lord.graha === 'Moon' ? '' : ` Your Moon is in ${facts.moon.sign}, in ${facts.moon.nakshatra} nakshatra.`}`,
    `Your mahadasha lord ${maha.graha} sits in your ${ordinal(maha.house)} house (${HOUSE_MATTERS[maha.house - 1]})`,
    ruled.length
      ? `and rules your ${names(ruled.map(ordinal))} ${ruled.length > 1 ? 'houses' : 'house'} (${names(ruled.map((h) => HOUSE_MATTERS[h - 1]!))}), so these matters lead the present years.`
      : 'and, as a node, gives the results of the sign it occupies and its lord.',
  ].join(' ');
}

// --- The periods ---------------------------------------------------------------------------------

function dasaLine(facts: ChartFacts): string {
  const { maha, antar, pratyantar } = facts.dasa;
  return `You are running the ${maha.lord} mahadasha until ${dayOf(maha.end)}, within it the ${antar.lord} antardasha until ${dayOf(antar.end)} and the ${pratyantar.lord} pratyantardasha until ${dayOf(pratyantar.end)}.`;
}

/** 'the Sun antardasha until 20-07-2027, then the Moon antardasha from 20-07-2027 to …'. */
function sequence(periods: DasaFact[], level: string, from: number): string {
  return periods
    .map((p, i) => {
      const name = `the ${p.lord} ${level}`;
      const dates =
        Date.parse(p.start) <= from
          ? `until ${dayOf(p.end)}`
          : `from ${dayOf(p.start)} to ${dayOf(p.end)}`;
      return `${i ? 'then ' : ''}${name} ${dates}`;
    })
    .join(', ');
}

function transitLine(facts: ChartFacts, courses: TransitCourse[], label: string): string {
  const each = courses.map(({ graha, stays }) => {
    const parts = stays.map(
      (s, i) =>
        `${i ? 'then in' : 'is in'} ${inHouse(facts, s.sign)}${s.retrograde ? ', retrograde' : ''}${s.until ? ` until ${dayOf(s.until)}` : ''}`,
    );
    return `${graha} ${parts.join(', ')}${stays.length === 1 ? ' throughout' : ''}`;
  });
  return `In transit during ${label}: ${each.join('; ')}.`;
}

export function periodParagraph(facts: ChartFacts, p: PeriodFacts): string {
  const { label, from, to } = p.period;
  if (to <= Date.parse(facts.born))
    return `${capital(label)} is before your birth: a birth chart's periods begin at birth, so it has nothing to say of it.`;
  if (p.maha.length === 0)
    return `${capital(label)} lies beyond the 120 years of Vimshottari periods the engine lists for your chart.`;
  const maha =
    p.maha.length === 1
      ? `the ${p.maha[0]!.lord} mahadasha runs through all of it (from ${dayOf(p.maha[0]!.start)} to ${dayOf(p.maha[0]!.end)})`
      : sequence(p.maha, 'mahadasha', from);
  const parts = [
    `During ${label}, ${maha}. Its antardashas: ${sequence(p.antar, 'antardasha', from)}.`,
  ];
  if (p.pratyantar.length)
    parts.push(`The pratyantardashas: ${sequence(p.pratyantar, 'pratyantardasha', from)}.`);
  parts.push(
    p.transits
      ? transitLine(facts, p.transits, label)
      : 'The slow grahas change sign many times over so many years; ask about a year or two for their transits.',
  );
  return parts.join(' ');
}

export function presentParagraph(facts: ChartFacts): string {
  const transits = facts.slowTransits.map(
    (t) =>
      `${t.graha} is in ${inHouse(facts, t.sign)}${t.retrograde ? ', retrograde' : ''} until ${dayOf(t.nextChange)}`,
  );
  return `Timing comes from the Vimshottari dasa. ${dasaLine(facts)} In transit now, ${names(transits)}.`;
}

const capital = (text: string) => text[0]!.toUpperCase() + text.slice(1);

/** A period the chart can speak of: after the birth and within the dasa the engine lists. */
export const readable = (facts: ChartFacts) => (p: PeriodFacts) =>
  p.maha.length > 0 && p.period.to > Date.parse(facts.born);
