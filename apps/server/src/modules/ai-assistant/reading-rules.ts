import type { Graha } from '@kusp/astro';
import type { ChartFacts } from './chart-facts.ts';
import { ordinal } from './words.ts';

/*
 * The Parashari rules the built-in reader applies, with their sources in Brihat Parashara Hora
 * Shastra (R. Santhanam's translation): the houses and karakas of each area of life (ch. 11 on the
 * houses, ch. 32 on the karakas) and what a house lord does from where it sits (ch. 24).
 * docs/ai-assistant.md lists them.
 */

export const areas = [
  'career',
  'marriage',
  'money',
  'health',
  'education',
  'children',
  'travel',
  'property',
  'family',
  'spirituality',
] as const;
export type Area = (typeof areas)[number];

export interface AreaRule {
  label: string;
  /** The houses read for the area, the main one first. */
  houses: readonly number[];
  karakas: readonly Graha[];
  /** The words that name the area in a question (lower case). */
  words: RegExp;
  /** What the reading is not, for this area (medical, financial). */
  caution?: string;
}

export const AREA_RULES: Record<Area, AreaRule> = {
  career: {
    label: 'career and work',
    houses: [10, 6],
    karakas: ['Saturn', 'Sun'],
    words:
      /\b(career|jobs?|work|working|profession\w*|business|promotion|boss|office|employ\w*|occupation|resign\w*)\b/g,
  },
  marriage: {
    label: 'marriage and relationships',
    houses: [7, 2],
    karakas: ['Venus'],
    words:
      /\b(marr\w*|spouse|husband|wife|partner|relationships?|love|wedding|divorce|boyfriend|girlfriend)\b/g,
  },
  money: {
    label: 'money and wealth',
    houses: [2, 11],
    karakas: ['Jupiter'],
    words:
      /\b(money|wealth\w*|financ\w*|rich|income|salary|savings?|debts?|loans?|invest\w*|profits?)\b/g,
    caution:
      'This is not financial advice; for investments and loans, consult a qualified adviser.',
  },
  health: {
    label: 'health',
    houses: [1, 6],
    karakas: ['Sun'],
    words: /\b(health\w*|ill\w*|disease|sick\w*|surgery|body|recover\w*|medical|fitness)\b/g,
    caution:
      'This is not medical advice; for any symptom or treatment, please see a qualified doctor.',
  },
  education: {
    label: 'education',
    houses: [4, 5],
    karakas: ['Mercury', 'Jupiter'],
    words: /\b(stud\w*|education|exams?|college|university|degree|school|learn\w*|course)\b/g,
  },
  children: {
    label: 'children',
    houses: [5],
    karakas: ['Jupiter'],
    words: /\b(child\w*|baby|babies|sons?|daughters?|pregnan\w*|kids?|progeny)\b/g,
  },
  travel: {
    label: 'travel and foreign lands',
    houses: [12, 9],
    karakas: ['Rahu'],
    words: /\b(travel\w*|abroad|foreign|overseas|visa|immigra\w*|relocat\w*|emigra\w*)\b/g,
  },
  property: {
    label: 'property and home',
    houses: [4],
    karakas: ['Mars'],
    // "house" but not "7th house": a question may name a house of the chart.
    words:
      /\b(property|properties|(?<!\d(?:st|nd|rd|th) )house|home|land|flat|apartment|vehicle|car|real estate)\b/g,
  },
  family: {
    label: 'family',
    houses: [2, 4],
    karakas: ['Moon', 'Sun'],
    words:
      /\b(family|families|parents?|mother|father|mom|mum|dad|brothers?|sisters?|siblings?|relatives|in-laws)\b/g,
  },
  spirituality: {
    label: 'spiritual life',
    houses: [9, 12],
    karakas: ['Jupiter', 'Ketu'],
    words: /\b(spiritual\w*|meditat\w*|god|moksha|religio\w*|dharma|pilgrimage|guru|karma)\b/g,
  },
};

/** BPHS ch. 11, in brief: what each house signifies. */
export const HOUSE_MATTERS = [
  'the self, body and vitality',
  'family, speech and savings',
  'courage, siblings and short journeys',
  'home, mother, property and inner peace',
  'children, intelligence and past merit',
  'illness, debts, rivals and service',
  'marriage, partners and trade',
  'longevity, sudden change and hidden matters',
  'fortune, dharma, father and teachers',
  'career, status and action in the world',
  'gains, income and friends',
  'expenses, foreign lands, sleep and liberation',
];

export const DIGNITY_MEANING: Record<string, string> = {
  Exalted: 'it is exalted and gives its results in full',
  Moolatrikona: 'in its moolatrikona sign it is strong and dependable',
  Own: 'in its own sign it is strong and at ease',
  Friendly: "in a friend's sign it works willingly",
  Neutral: 'in a neutral sign it gives mixed, moderate results',
  Enemy: "in an enemy's sign it has to work harder for its results",
  Debilitated: 'it is debilitated, so its results come late or after real effort',
};

export const BENEFICS: readonly Graha[] = ['Jupiter', 'Venus', 'Mercury', 'Moon'];

/** The kind of house a graha sits in, as BPHS ch. 24 reads a house lord's placement. */
export type HouseKind = 'own' | 'kendra' | 'trikona' | 'dusthana' | 'upachaya' | 'second';

export function houseKind(fromHouse: number, lordHouse: number): HouseKind {
  if (lordHouse === fromHouse) return 'own';
  if ([1, 4, 7, 10].includes(lordHouse)) return 'kendra';
  if ([5, 9].includes(lordHouse)) return 'trikona';
  if ([6, 8, 12].includes(lordHouse)) return 'dusthana';
  if ([3, 11].includes(lordHouse)) return 'upachaya';
  return 'second';
}

const PLACEMENT_MEANING: Record<HouseKind, string> = {
  own: 'A lord in its own house protects that house and keeps its promise steady.',
  kendra:
    'A lord in a kendra (an angle of the chart) is a pillar: what the house promises shows clearly in life.',
  trikona:
    'A lord in a trikona (a trine) is auspicious: this part of life is carried by merit and good fortune.',
  dusthana:
    'A lord in a dusthana (the 6th, 8th or 12th house) brings obstacles, delays or changes of direction before the results come.',
  upachaya:
    'A lord in an upachaya house (the 3rd or 11th) grows stronger with effort and with time.',
  second: 'A lord in the 2nd ties this matter to family, speech and savings.',
};

/** BPHS ch. 24: what a house lord does from the kind of house it sits in. */
export function placementMeaning(fromHouse: number, lordHouse: number): string {
  return PLACEMENT_MEANING[houseKind(fromHouse, lordHouse)];
}

/** What ties a graha to an area's houses: ruling, occupying or aspecting one, or being its karaka. */
export function links(facts: ChartFacts, graha: Graha, rule: AreaRule) {
  const found: string[] = [];
  for (const house of rule.houses) {
    const fact = facts.houses[house - 1]!;
    if (fact.lord === graha) found.push(`rules your ${ordinal(house)} house`);
    if (fact.occupants.includes(graha)) found.push(`sits in your ${ordinal(house)} house`);
    else if (fact.aspectedBy.includes(graha)) found.push(`aspects your ${ordinal(house)} house`);
  }
  if (rule.karakas.includes(graha))
    found.push(`is a karaka (natural significator) of ${rule.label}`);
  return found;
}
