import { naturalRelation, SIGN_LORDS } from './dignity.ts';
import { chartSigns, grahaDrishti } from './drishti.ts';
import type { ChartSigns } from './drishti.ts';
import type { Graha } from './ephemeris/index.ts';
import { chartMoment } from './horoscope.ts';
import type { HoroscopeInput } from './horoscope.ts';
import { NAKSHATRA_SPAN, NAKSHATRAS, nakshatraOf, signIndex, signName } from './zodiac.ts';
import type { NakshatraName, SignName } from './zodiac.ts';

/*
 * Ashtakoota guna milan, the eight-fold agreement of two Moons (Muhurta Chintamani, Vivaha prakarana; B.V.
 * Raman, "Muhurtha or Electional Astrology", ch. on marriage). The tables are those North Indian almanacs
 * print; the texts differ in a few cells (gana above all), and these are the commonest.
 *   varna 1        the groom's varna (by Moon sign) at least the bride's
 *   vashya 2       same group 2, one controls the other 1, one is the other's prey ½, hostile 0;
 *                  Sagittarius is human in its first half and quadruped in its second, Capricorn quadruped
 *                  then aquatic
 *   tara 3         counting from each one's nakshatra to the other's, the count mod 9 must not be 3, 5 or 7
 *                  (Vipat, Pratyari, Vadha): 1½ for each good direction
 *   yoni 4         the animals of the nakshatras: same 4, friendly 3, neutral 2, unfriendly 1, sworn
 *                  enemies 0 (horse–buffalo, elephant–lion, sheep–monkey, serpent–mongoose, dog–deer,
 *                  cat–rat, cow–tiger)
 *   graha maitri 5 the natural relation of the two Moon-sign lords: same lord or mutual friends 5, friend
 *                  and neutral 4, both neutral 3, friend and enemy 1, neutral and enemy ½, enemies 0
 *   gana 6         deva, manushya, rakshasa by nakshatra (groom, bride): same 6, deva–manushya 6,
 *                  manushya–deva 5, deva–rakshasa and rakshasa–deva 1, manushya–rakshasa either way 0
 *   bhakoot 7      the Moon signs' distance: 1/1, 3/11, 4/10, 7/7 give 7; 2/12, 5/9, 6/8 give 0 (the dosha)
 *   nadi 8         adi, madhya, antya by nakshatra: different 8, the same 0 (the dosha)
 * The scores follow the tables; the exceptions that cancel a nadi or bhakoot dosha are named beside them for
 * the astrologer, as the almanacs list them: nadi dosha when the two share the nakshatra but not the sign,
 * the sign but not the nakshatra, or the nakshatra in different padas; bhakoot dosha when both Moon signs
 * have one lord or their lords are natural friends of each other.
 */

export interface MoonPlace {
  /** The Moon's sidereal longitude, degrees; or give the nakshatra (1–27 or its name) and pada (1–4). */
  readonly longitude?: number;
  readonly nakshatra?: NakshatraName | number;
  readonly pada?: number;
}

export interface KootaScore<A> {
  readonly maximum: number;
  readonly points: number;
  readonly groom: A;
  readonly bride: A;
}

export type Varna = 'Brahmin' | 'Kshatriya' | 'Vaishya' | 'Shudra';
export type Vashya = 'Chatushpada' | 'Manava' | 'Jalachara' | 'Vanachara' | 'Keeta';
export type Yoni =
  | 'Horse'
  | 'Elephant'
  | 'Sheep'
  | 'Serpent'
  | 'Dog'
  | 'Cat'
  | 'Rat'
  | 'Cow'
  | 'Buffalo'
  | 'Tiger'
  | 'Deer'
  | 'Monkey'
  | 'Mongoose'
  | 'Lion';
export type Gana = 'Deva' | 'Manushya' | 'Rakshasa';
export type Nadi = 'Adi' | 'Madhya' | 'Antya';
export const TARAS = [
  'Janma',
  'Sampat',
  'Vipat',
  'Kshema',
  'Pratyari',
  'Sadhaka',
  'Vadha',
  'Mitra',
  'Atimitra',
] as const;
export type Tara = (typeof TARAS)[number];

export type NadiCancellation =
  | 'same nakshatra, different signs'
  | 'same sign, different nakshatras'
  | 'same nakshatra, different padas';
export type BhakootCancellation = 'same sign lord' | 'sign lords are friends';

export interface GunaMilan {
  readonly groom: { nakshatra: NakshatraName; pada: number; sign: SignName };
  readonly bride: { nakshatra: NakshatraName; pada: number; sign: SignName };
  readonly kootas: {
    readonly varna: KootaScore<Varna>;
    readonly vashya: KootaScore<Vashya>;
    /** The tara counted from the other's nakshatra: the groom's from the bride's and the reverse. */
    readonly tara: KootaScore<Tara>;
    readonly yoni: KootaScore<Yoni>;
    /** The lords of the two Moon signs. */
    readonly grahaMaitri: KootaScore<Graha>;
    readonly gana: KootaScore<Gana>;
    /** Each one's sign counted from the other's. */
    readonly bhakoot: KootaScore<number>;
    readonly nadi: KootaScore<Nadi>;
  };
  readonly total: number;
  readonly maximum: 36;
  readonly nadiDosha: {
    readonly present: boolean;
    readonly cancelledBy: readonly NadiCancellation[];
  };
  readonly bhakootDosha: {
    readonly present: boolean;
    readonly cancelledBy: readonly BhakootCancellation[];
  };
}

const VARNAS: readonly Varna[] = ['Shudra', 'Vaishya', 'Kshatriya', 'Brahmin'];
/** By sign from Aries: fiery Kshatriya, earthy Vaishya, airy Shudra, watery Brahmin. */
const SIGN_VARNA: readonly Varna[] = ['Kshatriya', 'Vaishya', 'Shudra', 'Brahmin'];

const VASHYA_ORDER: readonly Vashya[] = [
  'Chatushpada',
  'Manava',
  'Jalachara',
  'Vanachara',
  'Keeta',
];
// Groom's group (rows) against the bride's (columns), in VASHYA_ORDER.
const VASHYA_POINTS = [
  [2, 1, 1, 0.5, 1],
  [1, 2, 0.5, 0, 1],
  [1, 0.5, 2, 1, 1],
  [0.5, 0, 1, 2, 0],
  [1, 1, 1, 0, 2],
];

function vashyaOf(longitude: number): Vashya {
  const sign = signIndex(longitude);
  const firstHalf = longitude - sign * 30 < 15;
  const bySign: readonly Vashya[] = [
    'Chatushpada',
    'Chatushpada',
    'Manava',
    'Jalachara',
    'Vanachara',
    'Manava',
    'Manava',
    'Keeta',
    firstHalf ? 'Manava' : 'Chatushpada',
    firstHalf ? 'Chatushpada' : 'Jalachara',
    'Manava',
    'Jalachara',
  ];
  return bySign[sign] as Vashya;
}

const YONI_ORDER: readonly Yoni[] = [
  'Horse',
  'Elephant',
  'Sheep',
  'Serpent',
  'Dog',
  'Cat',
  'Rat',
  'Cow',
  'Buffalo',
  'Tiger',
  'Deer',
  'Monkey',
  'Mongoose',
  'Lion',
];
/** The yoni (index in YONI_ORDER) of each nakshatra from Ashwini. */
const NAKSHATRA_YONI = [
  0, 1, 2, 3, 3, 4, 5, 2, 5, 6, 6, 7, 8, 9, 8, 9, 10, 10, 4, 11, 12, 11, 13, 0, 13, 7, 1,
];
const YONI_POINTS = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 1, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [1, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
];

const GANA_ORDER: readonly Gana[] = ['Deva', 'Manushya', 'Rakshasa'];
const NAKSHATRA_GANA = [
  0, 1, 2, 1, 0, 1, 0, 0, 2, 2, 1, 1, 0, 2, 0, 2, 0, 2, 2, 1, 1, 0, 2, 2, 1, 1, 0,
];
// Groom (rows) against bride (columns).
const GANA_POINTS = [
  [6, 6, 1],
  [5, 6, 0],
  [1, 0, 6],
];

const NADI_ORDER: readonly Nadi[] = ['Adi', 'Madhya', 'Antya'];
/** Adi, madhya, antya run forward and back in sixes from Ashwini. */
const nadiOf = (nakshatra: number) =>
  NADI_ORDER[[0, 1, 2, 2, 1, 0][nakshatra % 6] as number] as Nadi;

const MAITRI_POINTS: Record<string, number> = {
  'Friend-Friend': 5,
  'Friend-Neutral': 4,
  'Neutral-Friend': 4,
  'Neutral-Neutral': 3,
  'Friend-Enemy': 1,
  'Enemy-Friend': 1,
  'Neutral-Enemy': 0.5,
  'Enemy-Neutral': 0.5,
  'Enemy-Enemy': 0,
};

interface Moon {
  readonly longitude: number;
  readonly nakshatra: number;
  readonly pada: number;
  readonly sign: number;
}

function moonOf(place: MoonPlace): Moon {
  let longitude = place.longitude;
  if (longitude === undefined) {
    const n =
      typeof place.nakshatra === 'number'
        ? place.nakshatra - 1
        : NAKSHATRAS.indexOf(place.nakshatra as NakshatraName);
    const pada = place.pada ?? 1;
    if (
      n < 0 ||
      n > 26 ||
      !Number.isInteger(n) ||
      pada < 1 ||
      pada > 4 ||
      !Number.isInteger(pada)
    ) {
      throw new RangeError('a Moon needs a longitude, or a nakshatra (1–27) and a pada (1–4)');
    }
    longitude = n * NAKSHATRA_SPAN + (pada - 0.5) * (NAKSHATRA_SPAN / 4);
  }
  const l = ((longitude % 360) + 360) % 360;
  const { index, pada } = nakshatraOf(l);
  return { longitude: l, nakshatra: index, pada, sign: signIndex(l) };
}

function taraOf(from: number, to: number): Tara {
  const count = ((to - from + 27) % 27) + 1;
  return TARAS[(count - 1) % 9] as Tara;
}
const BAD_TARAS: readonly Tara[] = ['Vipat', 'Pratyari', 'Vadha'];

/** Ashtakoota guna milan of a groom's and a bride's Moons. */
export function gunaMilan(groomMoon: MoonPlace, brideMoon: MoonPlace): GunaMilan {
  const g = moonOf(groomMoon);
  const b = moonOf(brideMoon);
  const gVarna = SIGN_VARNA[g.sign % 4] as Varna;
  const bVarna = SIGN_VARNA[b.sign % 4] as Varna;
  const gVashya = vashyaOf(g.longitude);
  const bVashya = vashyaOf(b.longitude);
  const gTara = taraOf(b.nakshatra, g.nakshatra);
  const bTara = taraOf(g.nakshatra, b.nakshatra);
  const gYoni = NAKSHATRA_YONI[g.nakshatra] as number;
  const bYoni = NAKSHATRA_YONI[b.nakshatra] as number;
  const gLord = SIGN_LORDS[signName(g.sign)];
  const bLord = SIGN_LORDS[signName(b.sign)];
  const maitri =
    gLord === bLord
      ? 5
      : (MAITRI_POINTS[
          `${naturalRelation(gLord, bLord)}-${naturalRelation(bLord, gLord)}`
        ] as number);
  const gGana = NAKSHATRA_GANA[g.nakshatra] as number;
  const bGana = NAKSHATRA_GANA[b.nakshatra] as number;
  const groomFromBride = ((g.sign - b.sign + 12) % 12) + 1;
  const brideFromGroom = ((b.sign - g.sign + 12) % 12) + 1;
  const bhakootDosha = [2, 12, 5, 9, 6, 8].includes(groomFromBride);
  const nadiDosha = nadiOf(g.nakshatra) === nadiOf(b.nakshatra);

  const kootas = {
    varna: {
      maximum: 1,
      points: VARNAS.indexOf(gVarna) >= VARNAS.indexOf(bVarna) ? 1 : 0,
      groom: gVarna,
      bride: bVarna,
    },
    vashya: {
      maximum: 2,
      points: VASHYA_POINTS[VASHYA_ORDER.indexOf(gVashya)]?.[
        VASHYA_ORDER.indexOf(bVashya)
      ] as number,
      groom: gVashya,
      bride: bVashya,
    },
    tara: {
      maximum: 3,
      points: (BAD_TARAS.includes(gTara) ? 0 : 1.5) + (BAD_TARAS.includes(bTara) ? 0 : 1.5),
      groom: gTara,
      bride: bTara,
    },
    yoni: {
      maximum: 4,
      points: YONI_POINTS[gYoni]?.[bYoni] as number,
      groom: YONI_ORDER[gYoni] as Yoni,
      bride: YONI_ORDER[bYoni] as Yoni,
    },
    grahaMaitri: { maximum: 5, points: maitri, groom: gLord as Graha, bride: bLord as Graha },
    gana: {
      maximum: 6,
      points: GANA_POINTS[gGana]?.[bGana] as number,
      groom: GANA_ORDER[gGana] as Gana,
      bride: GANA_ORDER[bGana] as Gana,
    },
    bhakoot: {
      maximum: 7,
      points: bhakootDosha ? 0 : 7,
      groom: groomFromBride,
      bride: brideFromGroom,
    },
    nadi: {
      maximum: 8,
      points: nadiDosha ? 0 : 8,
      groom: nadiOf(g.nakshatra),
      bride: nadiOf(b.nakshatra),
    },
  };

  const nadiCancelled: NadiCancellation[] = [];
  if (nadiDosha) {
    if (g.nakshatra === b.nakshatra && g.sign !== b.sign)
      nadiCancelled.push('same nakshatra, different signs');
    if (g.sign === b.sign && g.nakshatra !== b.nakshatra)
      nadiCancelled.push('same sign, different nakshatras');
    if (g.nakshatra === b.nakshatra && g.pada !== b.pada)
      nadiCancelled.push('same nakshatra, different padas');
  }
  const bhakootCancelled: BhakootCancellation[] = [];
  if (bhakootDosha) {
    if (gLord === bLord) bhakootCancelled.push('same sign lord');
    else if (
      naturalRelation(gLord, bLord) === 'Friend' &&
      naturalRelation(bLord, gLord) === 'Friend'
    ) {
      bhakootCancelled.push('sign lords are friends');
    }
  }
  const describe = (m: Moon) => ({
    nakshatra: NAKSHATRAS[m.nakshatra] as NakshatraName,
    pada: m.pada,
    sign: signName(m.sign),
  });
  return {
    groom: describe(g),
    bride: describe(b),
    kootas,
    total: Object.values(kootas).reduce((sum, k) => sum + k.points, 0),
    maximum: 36,
    nadiDosha: { present: nadiDosha, cancelledBy: nadiCancelled },
    bhakootDosha: { present: bhakootDosha, cancelledBy: bhakootCancelled },
  };
}

/*
 * Mangal (Kuja) dosha: Mars in the 1st, 2nd, 4th, 7th, 8th or 12th house counted from the Lagna, from the
 * Moon and from Venus, as the rule is quoted in Indian almanacs (from the Agastya Samhita and Manasagari).
 * Its usual cancellations for a chart: Mars in its own sign (Aries, Scorpio) or exalted (Capricorn); Mars
 * joined or aspected by Jupiter; and the house-wise exceptions — in the 2nd in Gemini or Virgo, the 4th in
 * Aries or Scorpio, the 7th in Cancer or Capricorn, the 8th in Sagittarius or Pisces, the 12th in Taurus
 * or Libra. Between two charts, the dosha in both cancels it for the couple.
 */
const DOSHA_HOUSES = [1, 2, 4, 7, 8, 12];
const ORDINAL: Record<number, string> = { 2: '2nd', 4: '4th', 7: '7th', 8: '8th', 12: '12th' };
const HOUSE_EXCEPTIONS: Record<number, readonly SignName[]> = {
  2: ['Gemini', 'Virgo'],
  4: ['Aries', 'Scorpio'],
  7: ['Cancer', 'Capricorn'],
  8: ['Sagittarius', 'Pisces'],
  12: ['Taurus', 'Libra'],
};

export type MangalCancellation =
  | 'Mars in its own sign'
  | 'Mars exalted'
  | 'Mars joined by Jupiter'
  | 'Mars aspected by Jupiter'
  | `Mars in the ${string} house in ${SignName}`;

export interface MangalDosha {
  /** The house Mars occupies counted from each reference, and whether it is one of the six. */
  readonly fromLagna: { readonly house: number; readonly dosha: boolean };
  readonly fromMoon: { readonly house: number; readonly dosha: boolean };
  readonly fromVenus: { readonly house: number; readonly dosha: boolean };
  readonly present: boolean;
  readonly cancelledBy: readonly MangalCancellation[];
  /** Present and not cancelled. */
  readonly effective: boolean;
}

export function mangalDosha(chart: ChartSigns): MangalDosha {
  const mars = chart.Mars;
  const from = (reference: number) => {
    const house = ((mars - reference + 12) % 12) + 1;
    return { house, dosha: DOSHA_HOUSES.includes(house) };
  };
  const fromLagna = from(chart.Lagna);
  const fromMoon = from(chart.Moon);
  const fromVenus = from(chart.Venus);
  const present = fromLagna.dosha || fromMoon.dosha || fromVenus.dosha;
  const cancelledBy: MangalCancellation[] = [];
  if (present) {
    const sign = signName(mars);
    if (sign === 'Aries' || sign === 'Scorpio') cancelledBy.push('Mars in its own sign');
    if (sign === 'Capricorn') cancelledBy.push('Mars exalted');
    if (chart.Jupiter === mars) cancelledBy.push('Mars joined by Jupiter');
    else if (grahaDrishti(chart).Jupiter.grahas.includes('Mars'))
      cancelledBy.push('Mars aspected by Jupiter');
    for (const { house, dosha } of [fromLagna, fromMoon, fromVenus]) {
      const exception: MangalCancellation = `Mars in the ${ORDINAL[house] ?? house} house in ${sign}`;
      if (dosha && HOUSE_EXCEPTIONS[house]?.includes(sign) && !cancelledBy.includes(exception)) {
        cancelledBy.push(exception);
      }
    }
  }
  return {
    fromLagna,
    fromMoon,
    fromVenus,
    present,
    cancelledBy,
    effective: present && cancelledBy.length === 0,
  };
}

export interface Match {
  readonly gunaMilan: GunaMilan;
  readonly mangalDosha: {
    readonly groom: MangalDosha;
    readonly bride: MangalDosha;
    /** Both charts carry an effective dosha, which cancels it for the couple. */
    readonly cancelledByEachOther: boolean;
    /** One of the two carries an effective dosha the other does not share. */
    readonly effective: boolean;
  };
}

/** Guna milan and mangal dosha of a groom's and a bride's births. */
export function computeMatch(groom: HoroscopeInput, bride: HoroscopeInput): Match {
  const groomChart = chartMoment(groom).longitudes;
  const brideChart = chartMoment(bride).longitudes;
  const groomDosha = mangalDosha(chartSigns(groomChart).chart);
  const brideDosha = mangalDosha(chartSigns(brideChart).chart);
  const both = groomDosha.effective && brideDosha.effective;
  return {
    gunaMilan: gunaMilan({ longitude: groomChart.Moon }, { longitude: brideChart.Moon }),
    mangalDosha: {
      groom: groomDosha,
      bride: brideDosha,
      cancelledByEachOther: both,
      effective: groomDosha.effective !== brideDosha.effective,
    },
  };
}
