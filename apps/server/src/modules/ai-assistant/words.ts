/** How the readings and the model's facts write dates, ordinals, lists and names. */
import { locales, monthNames, type Language } from '@kusp/contracts';
import { astroName } from '@kusp/contracts/astro-names';
import { mailTexts } from '../mail/layout.ts';

/** '2031-04-07T…' → '07-04-2031', the product's d-m-y in every language, from the engine's date. */
export function dayOf(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
}

/** '2031-04' (or an ISO date) → 'April 2031', for the model's facts (written in English). */
export function monthOf(iso: string): string {
  return `${monthNames[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
}

export function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/**
 * The built-in reader's words in one language: its sentences from the `reader` namespace (through
 * the server's translators, the mails' own), astrology's names through `astroName`, lists and
 * month names through Intl in the language's locale.
 */
export interface Words {
  t: ReturnType<typeof mailTexts>;
  /** 'a', 'a and b', 'a, b and c' ('a, b, और c'). */
  names(items: readonly string[]): string;
  graha(graha: string): string;
  sign(sign: string): string;
  nakshatra(nakshatra: string): string;
  /** '10th house', 'दशम भाव'. */
  house(house: number): string;
  /** '3rd and 11th houses', 'तृतीय भाव और एकादश भाव'. */
  houses(houses: readonly number[]): string;
  /** A month (0..11) of a year: 'March 2027', 'मार्च 2027'. */
  month(year: number, month: number): string;
}

function wordsOf(language: Language): Words {
  const t = mailTexts(language);
  const list = new Intl.ListFormat(locales[language], { type: 'conjunction' });
  const months = new Intl.DateTimeFormat(locales[language], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const names = (items: readonly string[]) => list.format(items);
  // The bhava's name without its classical one in brackets: 'दशम भाव (कर्म)' → 'दशम भाव'.
  const bhava = (house: number) => astroName('house', house, language).replace(/ \(.*\)$/, '');
  return {
    t,
    names,
    graha: (graha) => astroName('graha', graha, language),
    sign: (sign) => astroName('rasi', sign, language),
    nakshatra: (nakshatra) => astroName('nakshatra', nakshatra, language),
    house: (house) => t('reader:house', { ordinal: ordinal(house), bhava: bhava(house) }),
    houses: (houses) =>
      t('reader:houses', {
        count: houses.length,
        ordinals: names(houses.map(ordinal)),
        bhavas: names(houses.map(bhava)),
      }),
    month: (year, month) => months.format(Date.UTC(year, month, 1)),
  };
}

const words = new Map<Language, Words>();
/** The reader's words in `language`, made once. */
export function wordsIn(language: Language): Words {
  let found = words.get(language);
  if (!found) words.set(language, (found = wordsOf(language)));
  return found;
}
