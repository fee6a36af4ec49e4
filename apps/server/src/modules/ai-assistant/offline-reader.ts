import type { Graha } from '@kusp/astro';
import { dayOf, ordinal, type ChartFacts, type DasaFact, type GrahaFact } from './chart-facts.ts';

/*
 * The built-in reader: a Parashari reading written from the chart facts alone, with no outside
 * service. It places the question in a topic, takes the houses and karakas Brihat Parashara Hora
 * Shastra gives that topic (ch. 11 on the houses, ch. 32 on the karakas, ch. 24 on the house lords'
 * placements) and reads the lord of each house, its placement and dignity, the grahas in and
 * aspecting the house, and how the running Vimshottari dasa lords relate to it. docs/ai-assistant.md
 * lists the rules and their sources. Same facts and question, same answer.
 */

export const topics = [
  'career',
  'marriage',
  'money',
  'health',
  'education',
  'children',
  'travel',
  'property',
  'spirituality',
] as const;
export type Topic = (typeof topics)[number];

interface TopicRule {
  label: string;
  /** The houses read for the topic, the main one first. */
  houses: readonly number[];
  karakas: readonly Graha[];
  words: RegExp;
  /** A caution the topic needs (medical, financial). */
  caution?: string;
}

const RULES: Record<Topic, TopicRule> = {
  career: {
    label: 'career and work',
    houses: [10, 6],
    karakas: ['Saturn', 'Sun'],
    words:
      /\b(career|jobs?|work|working|profession|business|promotion|boss|office|employ\w*|occupation)\b/g,
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
    words: /\b(property|properties|house|home|land|flat|apartment|vehicle|car|real estate)\b/g,
  },
  spirituality: {
    label: 'spiritual life',
    houses: [9, 12],
    karakas: ['Jupiter', 'Ketu'],
    words: /\b(spiritual\w*|meditat\w*|god|moksha|religio\w*|dharma|pilgrimage|guru|karma)\b/g,
  },
};

const TIMING = /\b(when|how soon|which year|what year|how long until|by when)\b/;

/** BPHS ch. 11, in brief: what each house signifies. */
const HOUSE_MATTERS = [
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

const DIGNITY_MEANING: Record<string, string> = {
  Exalted: 'it is exalted and gives its results in full',
  Moolatrikona: 'in its moolatrikona sign it is strong and dependable',
  Own: 'in its own sign it is strong and at ease',
  Friendly: "in a friend's sign it works willingly",
  Neutral: 'in a neutral sign it gives mixed, moderate results',
  Enemy: "in an enemy's sign it has to work harder for its results",
  Debilitated: 'it is debilitated, so its results come late or after real effort',
};

const BENEFICS: readonly Graha[] = ['Jupiter', 'Venus', 'Mercury', 'Moon'];

/** BPHS ch. 24: what a house lord does from the kind of house it sits in. */
function placementMeaning(fromHouse: number, lordHouse: number): string {
  if (lordHouse === fromHouse)
    return 'A lord in its own house protects that house and keeps its promise steady.';
  if ([1, 4, 7, 10].includes(lordHouse))
    return 'A lord in a kendra (an angle of the chart) is a pillar: what the house promises shows clearly in life.';
  if ([5, 9].includes(lordHouse))
    return 'A lord in a trikona (a trine) is auspicious: this part of life is carried by merit and good fortune.';
  if ([6, 8, 12].includes(lordHouse))
    return 'A lord in a dusthana (the 6th, 8th or 12th house) brings obstacles, delays or changes of direction before the results come.';
  if ([3, 11].includes(lordHouse))
    return 'A lord in an upachaya house (the 3rd or 11th) grows stronger with effort and with time.';
  return 'A lord in the 2nd ties this matter to family, speech and savings.';
}

const names = (items: readonly string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

const houseFromLagna = (facts: ChartFacts, sign: string) =>
  facts.houses.find((h) => h.sign === sign)!.house;

const grahaOf = (facts: ChartFacts, graha: Graha) =>
  facts.grahas.find((g) => g.graha === graha) as GrahaFact;

function placement(g: GrahaFact): string {
  return `${g.graha} sits in ${g.sign}, your ${ordinal(g.house)} house, where its dignity is ${g.dignity}: ${DIGNITY_MEANING[g.dignity] ?? ''}`;
}

/** What ties a graha to a house: ruling it, sitting in it, aspecting it, signifying the topic. */
function links(
  facts: ChartFacts,
  graha: Graha,
  houses: readonly number[],
  karakas: readonly Graha[],
) {
  const found: string[] = [];
  for (const house of houses) {
    const fact = facts.houses[house - 1]!;
    if (fact.lord === graha) found.push(`rules your ${ordinal(house)} house`);
    if (fact.occupants.includes(graha)) found.push(`sits in your ${ordinal(house)} house`);
    else if (fact.aspectedBy.includes(graha)) found.push(`aspects your ${ordinal(house)} house`);
  }
  if (karakas.includes(graha)) found.push('is a natural significator of this matter');
  return found;
}

function houseParagraph(facts: ChartFacts, house: number, label: string, main: boolean): string {
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

function dasaLine(facts: ChartFacts): string {
  const { maha, antar, pratyantar } = facts.dasa;
  return `You are running the ${maha.lord} mahadasha until ${dayOf(maha.end)}, within it the ${antar.lord} antardasha until ${dayOf(antar.end)} and the ${pratyantar.lord} pratyantardasha until ${dayOf(pratyantar.end)}.`;
}

function dasaParagraph(
  facts: ChartFacts,
  rule: Pick<TopicRule, 'houses' | 'karakas' | 'label'>,
): string {
  const { maha, antar, nextAntar } = facts.dasa;
  const parts = ['Timing comes from the Vimshottari dasa.', dasaLine(facts)];
  const lordLinks = (period: DasaFact, role: string) => {
    const found = links(facts, period.lord, rule.houses, rule.karakas);
    return found.length ? `The ${role} lord ${period.lord} ${names(found)}.` : '';
  };
  const mahaLinks = lordLinks(maha, 'mahadasha');
  const antarLinks = antar.lord === maha.lord ? '' : lordLinks(antar, 'antardasha');
  if (mahaLinks || antarLinks)
    parts.push(mahaLinks, antarLinks, `So ${rule.label} is an active theme of this period.`);
  else
    parts.push(
      `Neither ${maha.lord} nor ${antar.lord} is tied to the houses of ${rule.label}, so it is not the main theme of this period.`,
    );
  if (nextAntar)
    parts.push(
      `The next antardasha, of ${nextAntar.lord}, runs from ${dayOf(nextAntar.start)} to ${dayOf(nextAntar.end)}.`,
    );
  return parts.filter(Boolean).join(' ');
}

function timingParagraph(facts: ChartFacts, rule: TopicRule): string {
  const coming = facts.comingAntardashas
    .slice(1)
    .find((p) => links(facts, p.lord, rule.houses, rule.karakas).length > 0);
  const window = coming
    ? `Asked "when", the dasa points to the ${coming.lord} antardasha, from ${dayOf(coming.start)} to ${dayOf(coming.end)}, as the next period whose lord ${names(links(facts, coming.lord, rule.houses, rule.karakas))}.`
    : `No coming antardasha before the end of the next mahadasha is ruled by a graha tied to ${rule.label}, so steady effort counts for more than waiting for a period.`;
  const jupiter = facts.slowTransits.find((t) => t.graha === 'Jupiter');
  const saturn = facts.slowTransits.find((t) => t.graha === 'Saturn');
  const transit = [jupiter, saturn]
    .filter((t) => t !== undefined)
    .map(
      (t) =>
        `${t.graha} is in ${t.sign}, your ${ordinal(houseFromLagna(facts, t.sign))} house, until ${dayOf(t.nextChange)}`,
    );
  return `${window} In transit, ${names(transit)}; their moves add or take away support as they pass over or aspect these houses.`;
}

function generalReading(facts: ChartFacts): string[] {
  const first = facts.houses[0]!;
  const lord = grahaOf(facts, first.lord);
  const maha = grahaOf(facts, facts.dasa.maha.lord);
  const ruled = facts.houses.filter((h) => h.lord === maha.graha).map((h) => h.house);
  return [
    `I could not tell which part of life your question is about, so here is a general reading of your Lagna and your running dasa. Ask about career, marriage, money, health, education, children, travel, property or spiritual life for a closer reading.`,
    `Your Lagna (ascendant) is ${facts.lagna.sign}, in ${facts.lagna.nakshatra} nakshatra, and its lord is ${first.lord}. ${placement(lord)}. ${placementMeaning(1, lord.house)}${lord.graha === 'Moon' ? '' : ` Your Moon is in ${facts.moon.sign}, in ${facts.moon.nakshatra} nakshatra.`}`,
    [
      dasaLine(facts),
      `${maha.graha} sits in your ${ordinal(maha.house)} house (${HOUSE_MATTERS[maha.house - 1]})`,
      ruled.length
        ? `and rules your ${names(ruled.map(ordinal))} ${ruled.length > 1 ? 'houses' : 'house'} (${names(ruled.map((h) => HOUSE_MATTERS[h - 1]!))}), so these matters lead the present years.`
        : 'and, as a node, gives the results of the sign it occupies and its lord.',
    ].join(' '),
  ];
}

/** The topic a question is about: the one whose words it uses most, earlier topics winning ties. */
export function classify(question: string): { topic: Topic | null; timing: boolean } {
  const text = question.toLowerCase();
  let best: Topic | null = null;
  let bestCount = 0;
  for (const topic of topics) {
    const count = text.match(RULES[topic].words)?.length ?? 0;
    if (count > bestCount) {
      best = topic;
      bestCount = count;
    }
  }
  return { topic: best, timing: TIMING.test(text) };
}

const AUTOMATED =
  "This is an automated reading by Kusp's built-in chart reader, written from the positions our engine computed for your birth chart; it is not an astrologer's personal judgement.";
const CLOSING =
  'Astrology shows tendencies and timing, not certainties. For a deeper reading, ask one of our astrologers.';

/** The reading, in plain-text paragraphs separated by blank lines. */
export function offlineReading(facts: ChartFacts, question: string): string {
  const { topic, timing } = classify(question);
  if (!topic) return [AUTOMATED, ...generalReading(facts), CLOSING].join('\n\n');
  const rule = RULES[topic];
  const [main, ...others] = rule.houses;
  const karakas = rule.karakas.map((k) => {
    const g = grahaOf(facts, k);
    return `${k} is in ${g.sign}, your ${ordinal(g.house)} house, with dignity ${g.dignity}`;
  });
  const paragraphs = [
    AUTOMATED,
    houseParagraph(facts, main!, rule.label, true),
    ...others.map((house) => houseParagraph(facts, house, rule.label, false)),
    rule.karakas.length > 1
      ? `The natural significators (karakas) of ${rule.label} are ${names(rule.karakas)}: ${names(karakas)}.`
      : `The natural significator (karaka) of ${rule.label} is ${rule.karakas[0]}: ${karakas[0]}.`,
    dasaParagraph(facts, rule),
    ...(timing ? [timingParagraph(facts, rule)] : []),
    [rule.caution, CLOSING].filter(Boolean).join(' '),
  ];
  return paragraphs.join('\n\n');
}
