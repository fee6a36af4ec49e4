import type { Graha } from '@kusp/astro';
import type { ChartFacts } from './chart-facts.ts';
import type { Words } from './words.ts';

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
  /** The houses read for the area, the main one first. */
  houses: readonly number[];
  karakas: readonly Graha[];
  /** The words that name the area in a question (lower case), in English and in Hindi. */
  words: RegExp;
  /** The reading says what it is not, for this area (`reader:caution.<area>`: medical, financial). */
  caution?: true;
}

/** Hindi words, whole: \b knows no Devanagari, so a word ends where its letters and signs do. */
export const hindiWords = (pattern: string) =>
  String.raw`(?<![\p{L}\p{M}])(?:${pattern.normalize('NFC')})(?![\p{L}\p{M}])`;
/** Words of a question in either language (with the `u` flag; questions are read in NFC). */
export const wordsPattern = (english: string, hindi: string) =>
  String.raw`\b(?:${english})\b|${hindiWords(hindi)}`;
const areaWords = (english: string, hindi: string) =>
  new RegExp(wordsPattern(english, hindi), 'gu');

export const AREA_RULES: Record<Area, AreaRule> = {
  career: {
    houses: [10, 6],
    karakas: ['Saturn', 'Sun'],
    words: areaWords(
      String.raw`career|jobs?|work|working|profession\w*|business|promotion|boss|office|employ\w*|occupation|resign\w*`,
      'करियर|कैरियर|नौकरी|नौकरियों|व्यवसाय|व्यापार|बिज़नेस|बिजनेस|धंधा|धंधे|काम|पेशा|पेशे|पदोन्नति|प्रमोशन|ऑफिस|दफ़्तर|दफ्तर|रोज़गार|रोजगार|इस्तीफ़ा|इस्तीफा|बॉस',
    ),
  },
  marriage: {
    houses: [7, 2],
    karakas: ['Venus'],
    words: areaWords(
      String.raw`marr\w*|spouse|husband|wife|partner|relationships?|love|wedding|divorce|boyfriend|girlfriend`,
      'शादी|विवाह|वैवाहिक|पति|पत्नी|जीवनसाथी|जीवन साथी|रिश्ता|रिश्ते|संबंध|संबंधों|सम्बन्ध|प्रेम|प्यार|तलाक़|तलाक|सगाई',
    ),
  },
  money: {
    houses: [2, 11],
    karakas: ['Jupiter'],
    words: areaWords(
      String.raw`money|wealth\w*|financ\w*|rich|income|salary|savings?|debts?|loans?|invest\w*|profits?`,
      'धन|पैसा|पैसे|पैसों|आय|आमदनी|कमाई|वेतन|तनख़्वाह|तनख्वाह|सैलरी|बचत|कर्ज़|कर्ज|क़र्ज़|ऋण|लोन|निवेश|मुनाफ़ा|मुनाफा|आर्थिक|अमीर|दौलत',
    ),
    caution: true,
  },
  health: {
    houses: [1, 6],
    karakas: ['Sun'],
    words: areaWords(
      String.raw`health\w*|ill\w*|disease|sick\w*|surgery|body|recover\w*|medical|fitness`,
      'स्वास्थ्य|सेहत|बीमारी|बीमार|रोग|ऑपरेशन|इलाज|शरीर|तबीयत|तबियत',
    ),
    caution: true,
  },
  education: {
    houses: [4, 5],
    karakas: ['Mercury', 'Jupiter'],
    words: areaWords(
      String.raw`stud\w*|education|exams?|college|university|degree|school|learn\w*|course`,
      'शिक्षा|पढ़ाई|पढाई|परीक्षा|परीक्षाओं|कॉलेज|विश्वविद्यालय|डिग्री|स्कूल|कोर्स|अध्ययन|विद्या',
    ),
  },
  children: {
    houses: [5],
    karakas: ['Jupiter'],
    words: areaWords(
      String.raw`child\w*|baby|babies|sons?|daughters?|pregnan\w*|kids?|progeny`,
      'संतान|सन्तान|बच्चा|बच्चे|बच्चों|बेटा|बेटे|बेटी|बेटियों|गर्भ|गर्भावस्था|औलाद|पुत्र|पुत्री',
    ),
  },
  travel: {
    houses: [12, 9],
    karakas: ['Rahu'],
    words: areaWords(
      String.raw`travel\w*|abroad|foreign|overseas|visa|immigra\w*|relocat\w*|emigra\w*`,
      'यात्रा|यात्राएँ|विदेश|विदेशी|परदेश|वीज़ा|वीजा|प्रवास|सफ़र|सफर',
    ),
  },
  property: {
    houses: [4],
    karakas: ['Mars'],
    // "house" but not "7th house": a question may name a house of the chart (a भाव, not a घर).
    words: areaWords(
      String.raw`property|properties|(?<!\d(?:st|nd|rd|th) )house|home|land|flat|apartment|vehicle|car|real estate`,
      'घर|मकान|संपत्ति|सम्पत्ति|प्रॉपर्टी|ज़मीन|जमीन|भूमि|फ़्लैट|फ्लैट|वाहन|गाड़ी|गाडी|कार',
    ),
  },
  family: {
    houses: [2, 4],
    karakas: ['Moon', 'Sun'],
    words: areaWords(
      String.raw`family|families|parents?|mother|father|mom|mum|dad|brothers?|sisters?|siblings?|relatives|in-laws`,
      'परिवार|पारिवारिक|माता|पिता|माँ|मां|भाई|बहन|रिश्तेदार|रिश्तेदारों|ससुराल|सास|ससुर',
    ),
  },
  spirituality: {
    houses: [9, 12],
    karakas: ['Jupiter', 'Ketu'],
    // Not गुरु nor ध्यान: Jupiter's name, and "attention" as often as meditation.
    words: areaWords(
      String.raw`spiritual\w*|meditat\w*|god|moksha|religio\w*|dharma|pilgrimage|guru|karma`,
      'आध्यात्म|आध्यात्मिक|अध्यात्म|भगवान|ईश्वर|मोक्ष|धर्म|तीर्थ|तीर्थयात्रा|साधना|कर्म|पूजा',
    ),
  },
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

/** What ties a graha to an area's houses: ruling, occupying or aspecting one, or being its karaka. */
export function links(facts: ChartFacts, graha: Graha, area: Area, w: Words): string[] {
  const rule = AREA_RULES[area];
  const found: string[] = [];
  for (const house of rule.houses) {
    const fact = facts.houses[house - 1]!;
    if (fact.lord === graha) found.push(w.t('reader:tie.rules', { house: w.house(house) }));
    if (fact.occupants.includes(graha))
      found.push(w.t('reader:tie.sits', { house: w.house(house) }));
    else if (fact.aspectedBy.includes(graha))
      found.push(w.t('reader:tie.aspects', { house: w.house(house) }));
  }
  if (rule.karakas.includes(graha))
    found.push(w.t('reader:tie.karaka', { area: w.t(`reader:area.${area}`) }));
  return found;
}
