import type { Kundli } from './astro-tools.ts';
import { astroName } from './i18n/astro-names.ts';
import type { Language } from './i18n/languages.ts';

// The free tools' texts that both the kundli screen and its PDF write: astrology's names from
// astro-names, the words from the `tools` namespace of whichever translator is given. Imported as
// '@kusp/contracts/tool-texts', with the names table, only by the screens that need them.
/** A translator's `t` as the helpers below use it: the web's `useTranslation`, the server's. */
type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The birth panchanga as rows of label and value in `t`'s language: the kundli's and its PDF's. */
export function panchangaRows(
  panchanga: NonNullable<Kundli['panchanga']>,
  t: Translate,
  language: Language,
): Array<[string, string]> {
  const { vara, tithi, nakshatra, yoga, karana, masa, samvat } = panchanga;
  return [
    [
      t('tools:panchang.vara'),
      t('tools:panchang.varaName', {
        name: astroName('vara', vara.name, language),
        sanskrit: vara.sanskrit,
      }),
    ],
    [
      t('tools:panchang.tithi'),
      t('tools:panchang.tithiName', {
        paksha: astroName('paksha', tithi.paksha, language),
        name: astroName('tithi', tithi.name, language),
      }),
    ],
    [
      t('tools:panchang.nakshatra'),
      t('tools:panchang.nakshatraPada', {
        name: astroName('nakshatra', nakshatra.name, language),
        pada: nakshatra.pada,
      }),
    ],
    [t('tools:panchang.yoga'), astroName('yoga', yoga.name, language)],
    [t('tools:panchang.karana'), astroName('karana', karana.name, language)],
    [
      t('tools:panchang.lunarMonth'),
      t('tools:panchang.lunarMonths', {
        amanta: astroName('masa', masa.amanta, language),
        purnimanta: astroName('masa', masa.purnimanta, language),
      }),
    ],
    [t('tools:panchang.samvat'), t('tools:panchang.samvats', samvat)],
  ];
}

const mangalReasons: Record<string, string> = {
  'Mars in its own sign': 'own',
  'Mars exalted': 'exalted',
  'Mars joined by Jupiter': 'joined',
  'Mars aspected by Jupiter': 'aspected',
};

/**
 * What cancels a mangal dosha, as the engine words it ('Mars in the 4th house in Aries'), in `t`'s
 * language; a reason not known here is answered as it is.
 */
export function mangalReason(reason: string, t: Translate, language: Language): string {
  const key = mangalReasons[reason];
  if (key) return t(`tools:mangal.reasons.${key}`);
  const inHouse = /^Mars in the (\d+)(?:st|nd|rd|th) house in ([A-Za-z]+)$/.exec(reason);
  if (!inHouse) return reason;
  return t('tools:mangal.reasons.houseSign', {
    house: t(`tools:ordinals.${inHouse[1]}`),
    sign: astroName('rasi', inHouse[2]!, language),
  });
}
