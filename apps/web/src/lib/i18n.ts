import { setI18n } from 'react-i18next';
import {
  createTranslator,
  englishCatalogue,
  isLanguage,
  languageOfAcceptLanguage,
  languageOfCookie,
  locales,
  namespaces,
  splitLanguagePath,
  translateMessage as translateWith,
  type Language,
} from '@kusp/contracts';

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

/**
 * The browser's translator; screens read theirs from the React context (the server's prerender
 * gives each page its own), code outside React (toasts, the API client) reads this one. It starts
 * with English only: main.tsx waits for `setLanguage(initial)` before drawing a page in Hindi.
 */
export const i18n = createTranslator(initialLanguage(), { en: englishCatalogue });

/**
 * Shows the app in `language`, loading its catalogue first when it is not English (its own chunk:
 * an English reader's first visit does not carry the Hindi). English changes at once.
 */
export async function setLanguage(language: Language) {
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'common')) {
    const { catalogues } = await import('@kusp/contracts/catalogues');
    for (const namespace of namespaces) {
      i18n.addResourceBundle(language, namespace, catalogues[language][namespace]);
    }
  }
  if (i18n.resolvedLanguage !== language) await i18n.changeLanguage(language);
}
// Also react-i18next's default, for a tree rendered without the provider (a component's test).
setI18n(i18n);

export const currentLanguage = (): Language =>
  isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
export const currentLocale = () => locales[currentLanguage()];

/** A text of the spec's `messages` (a schema's, the server's) in the chosen language. */
export const translateMessage = (text: string) => translateWith(i18n, text);
