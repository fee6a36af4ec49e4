import { setI18n } from 'react-i18next';
import {
  createTranslator,
  isLanguage,
  languageOfAcceptLanguage,
  languageOfCookie,
  locales,
  splitLanguagePath,
  translateMessage as translateWith,
  type Catalogue,
  type Language,
} from '@kusp/contracts';
import { core as englishCore } from '@kusp/contracts/texts/en/core';

/**
 * The language a page starts in (docs/i18n.md): a prerendered page's own (its markup is in it, and
 * hydration needs the same); a Hindi address's; else the visitor's remembered choice (the cookie);
 * else the browser's languages, as Accept-Language sends them on a first visit.
 */
export function initialLanguage(): Language {
  if (typeof document === 'undefined') return 'en';
  const root = document.getElementById('root');
  const lang = document.documentElement.lang;
  if (root?.firstElementChild && isLanguage(lang)) return lang;
  const fromAddress = splitLanguagePath(window.location.pathname).language;
  if (fromAddress === 'hi') return fromAddress;
  return (
    languageOfCookie(document.cookie) ?? languageOfAcceptLanguage(navigator.languages.join(','))
  );
}

/** The catalogue's parts (docs/i18n.md, "Loading"): the entry's, the public pages', the rest. */
export type TextPart = 'core' | 'site' | 'screens';

/** Each language's parts, each its own chunk but English's core, which the entry holds. */
const textParts: Record<Language, Record<TextPart, () => Promise<Partial<Catalogue>>>> = {
  en: {
    core: () => Promise.resolve(englishCore),
    site: () => import('@kusp/contracts/texts/en/site').then((m) => m.site),
    screens: () => import('@kusp/contracts/texts/en/screens').then((m) => m.screens),
  },
  hi: {
    core: () => import('@kusp/contracts/texts/hi/core').then((m) => m.core),
    site: () => import('@kusp/contracts/texts/hi/site').then((m) => m.site),
    screens: () => import('@kusp/contracts/texts/hi/screens').then((m) => m.screens),
  },
};

/**
 * The browser's translator; screens read theirs from the React context (the server's prerender
 * gives each page its own), code outside React (toasts, the API client) reads this one. It starts
 * with the English core: main.tsx waits for `setLanguage(initial)` before drawing a page in Hindi,
 * and each screen's chunk waits for its part (`loadTexts`).
 */
export const i18n = createTranslator(initialLanguage(), { en: englishCore }, (key) =>
  console.error(`kusp: no text for ${key}`),
);

/** The parts asked for so far, and the language they are wanted in (the one shown, or coming). */
const wantedParts = new Set<TextPart>(['core']);
let wantedLanguage: Language = isLanguage(i18n.language) ? i18n.language : 'en';
const partLoads = new Map<string, Promise<void>>();

function loadPart(language: Language, part: TextPart): Promise<void> {
  const key = `${language}/${part}`;
  let load = partLoads.get(key);
  if (!load) {
    load = textParts[language][part]().then((catalogue) => {
      for (const [namespace, texts] of Object.entries(catalogue))
        i18n.addResourceBundle(language, namespace, texts);
    });
    // A failed load (a dropped connection) is tried again by the next screen that needs it.
    load.catch(() => partLoads.delete(key));
    partLoads.set(key, load);
  }
  return load;
}

const loadParts = (language: Language, parts: Iterable<TextPart>) =>
  Promise.all(
    [...parts].flatMap((part) => [
      loadPart('en', part),
      ...(language === 'en' ? [] : [loadPart(language, part)]),
    ]),
  ).then(() => undefined);

/** Loads parts of the catalogue in English (the fallback) and in the language shown. */
export function loadTexts(...parts: TextPart[]): Promise<void> {
  for (const part of parts) wantedParts.add(part);
  return loadParts(wantedLanguage, parts);
}

/** A screen's loader that also waits for the parts of the catalogue the screen reads. */
export const withTexts =
  <T>(parts: TextPart[], load: () => Promise<T>): (() => Promise<T>) =>
  () =>
    Promise.all([load(), loadTexts(...parts)]).then(([module]) => module);

/**
 * Shows the app in `language`, loading the parts of its catalogue the app has asked for first
 * (their own chunks: an English reader's first visit does not carry the Hindi). English changes
 * at once.
 */
export async function setLanguage(language: Language) {
  wantedLanguage = language;
  await loadParts(language, wantedParts);
  if (i18n.resolvedLanguage !== language) await i18n.changeLanguage(language);
}
// Also react-i18next's default, for a tree rendered without the provider (a component's test).
setI18n(i18n);

export const currentLanguage = (): Language =>
  isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
export const currentLocale = () => locales[currentLanguage()];

/** A text of the spec's `messages` (a schema's, the server's) in the chosen language. */
export const translateMessage = (text: string) => translateWith(i18n, text);
