import type { ZodiacSign } from '../constants.ts';
import type { ChartPointName } from '../horoscopes.ts';
import type { Language } from './languages.ts';

// Astrology's names in Devanagari, keyed by the identifiers the engine and the API use (the
// English names). Imported as '@kusp/contracts/astro-names', so only the screens that draw
// charts carry it. One table for every screen and mail: the chart cells, panchang, dasas. The
// engine's lists (packages/astro: NAKSHATRAS, TITHIS, YOGAS, KARANAS, VARAS, YOGINIS) are checked
// against these keys by packages/astro/test/names.test.ts.

export const devanagariNames = {
  rasi: {
    Aries: 'मेष',
    Taurus: 'वृषभ',
    Gemini: 'मिथुन',
    Cancer: 'कर्क',
    Leo: 'सिंह',
    Virgo: 'कन्या',
    Libra: 'तुला',
    Scorpio: 'वृश्चिक',
    Sagittarius: 'धनु',
    Capricorn: 'मकर',
    Aquarius: 'कुंभ',
    Pisces: 'मीन',
  } satisfies Record<ZodiacSign, string>,
  graha: {
    Ascendant: 'लग्न',
    Sun: 'सूर्य',
    Moon: 'चंद्र',
    Mars: 'मंगल',
    Mercury: 'बुध',
    Jupiter: 'गुरु',
    Venus: 'शुक्र',
    Saturn: 'शनि',
    Rahu: 'राहु',
    Ketu: 'केतु',
  } satisfies Record<ChartPointName, string>,
  /** The chart cells' short names, as printed kundlis write them. */
  grahaShort: {
    Ascendant: 'ल',
    Sun: 'सू',
    Moon: 'चं',
    Mars: 'मं',
    Mercury: 'बु',
    Jupiter: 'गु',
    Venus: 'शु',
    Saturn: 'श',
    Rahu: 'रा',
    Ketu: 'के',
  } satisfies Record<ChartPointName, string>,
  nakshatra: {
    Ashwini: 'अश्विनी',
    Bharani: 'भरणी',
    Krittika: 'कृत्तिका',
    Rohini: 'रोहिणी',
    Mrigashira: 'मृगशिरा',
    Ardra: 'आर्द्रा',
    Punarvasu: 'पुनर्वसु',
    Pushya: 'पुष्य',
    Ashlesha: 'आश्लेषा',
    Magha: 'मघा',
    'Purva Phalguni': 'पूर्व फाल्गुनी',
    'Uttara Phalguni': 'उत्तर फाल्गुनी',
    Hasta: 'हस्त',
    Chitra: 'चित्रा',
    Swati: 'स्वाति',
    Vishakha: 'विशाखा',
    Anuradha: 'अनुराधा',
    Jyeshtha: 'ज्येष्ठा',
    Mula: 'मूल',
    'Purva Ashadha': 'पूर्वाषाढ़ा',
    'Uttara Ashadha': 'उत्तराषाढ़ा',
    Shravana: 'श्रवण',
    Dhanishta: 'धनिष्ठा',
    Shatabhisha: 'शतभिषा',
    'Purva Bhadrapada': 'पूर्व भाद्रपद',
    'Uttara Bhadrapada': 'उत्तर भाद्रपद',
    Revati: 'रेवती',
  },
  tithi: {
    Pratipada: 'प्रतिपदा',
    Dwitiya: 'द्वितीया',
    Tritiya: 'तृतीया',
    Chaturthi: 'चतुर्थी',
    Panchami: 'पंचमी',
    Shashthi: 'षष्ठी',
    Saptami: 'सप्तमी',
    Ashtami: 'अष्टमी',
    Navami: 'नवमी',
    Dashami: 'दशमी',
    Ekadashi: 'एकादशी',
    Dwadashi: 'द्वादशी',
    Trayodashi: 'त्रयोदशी',
    Chaturdashi: 'चतुर्दशी',
    Purnima: 'पूर्णिमा',
    Amavasya: 'अमावस्या',
  },
  paksha: { Shukla: 'शुक्ल पक्ष', Krishna: 'कृष्ण पक्ष' },
  yoga: {
    Vishkambha: 'विष्कम्भ',
    Priti: 'प्रीति',
    Ayushman: 'आयुष्मान',
    Saubhagya: 'सौभाग्य',
    Shobhana: 'शोभन',
    Atiganda: 'अतिगण्ड',
    Sukarma: 'सुकर्मा',
    Dhriti: 'धृति',
    Shula: 'शूल',
    Ganda: 'गण्ड',
    Vriddhi: 'वृद्धि',
    Dhruva: 'ध्रुव',
    Vyaghata: 'व्याघात',
    Harshana: 'हर्षण',
    Vajra: 'वज्र',
    Siddhi: 'सिद्धि',
    Vyatipata: 'व्यतीपात',
    Variyana: 'वरीयान',
    Parigha: 'परिघ',
    Shiva: 'शिव',
    Siddha: 'सिद्ध',
    Sadhya: 'साध्य',
    Shubha: 'शुभ',
    Shukla: 'शुक्ल',
    Brahma: 'ब्रह्म',
    Indra: 'इन्द्र',
    Vaidhriti: 'वैधृति',
  },
  karana: {
    Bava: 'बव',
    Balava: 'बालव',
    Kaulava: 'कौलव',
    Taitila: 'तैतिल',
    Gara: 'गर',
    Vanija: 'वणिज',
    Vishti: 'विष्टि',
    Shakuni: 'शकुनि',
    Chatushpada: 'चतुष्पद',
    Naga: 'नाग',
    Kimstughna: 'किंस्तुघ्न',
  },
  vara: {
    Sunday: 'रविवार',
    Monday: 'सोमवार',
    Tuesday: 'मंगलवार',
    Wednesday: 'बुधवार',
    Thursday: 'गुरुवार',
    Friday: 'शुक्रवार',
    Saturday: 'शनिवार',
  },
  /** Yogini dasa's lords. */
  yogini: {
    Mangala: 'मंगला',
    Pingala: 'पिंगला',
    Dhanya: 'धान्या',
    Bhramari: 'भ्रामरी',
    Bhadrika: 'भद्रिका',
    Ulka: 'उल्का',
    Siddha: 'सिद्धा',
    Sankata: 'संकटा',
  },
  /** The twelve bhavas by number, with their classical names. */
  house: {
    1: 'प्रथम भाव (तनु)',
    2: 'द्वितीय भाव (धन)',
    3: 'तृतीय भाव (सहज)',
    4: 'चतुर्थ भाव (सुख)',
    5: 'पंचम भाव (पुत्र)',
    6: 'षष्ठ भाव (रिपु)',
    7: 'सप्तम भाव (जाया)',
    8: 'अष्टम भाव (आयु)',
    9: 'नवम भाव (धर्म)',
    10: 'दशम भाव (कर्म)',
    11: 'एकादश भाव (लाभ)',
    12: 'द्वादश भाव (व्यय)',
  },
} as const;

export type AstroNameKind = keyof typeof devanagariNames;

/**
 * An astrological name in a language: the identifier itself in English, its Devanagari name in
 * Hindi. A dasa lord is a graha ('Venus' → 'शुक्र'). An identifier the table lacks is answered as
 * it is, never dropped.
 */
export function astroName(kind: AstroNameKind, id: string | number, language: Language): string {
  if (language === 'en') return String(id);
  const names = devanagariNames[kind] as Readonly<Record<string | number, string>>;
  return names[id] ?? String(id);
}
