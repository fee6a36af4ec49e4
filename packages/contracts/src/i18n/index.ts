import { createInstance, type i18n as I18n } from 'i18next';
import { en, type Catalogue } from './en.ts';
import { defaultLanguage, languages, type Language } from './languages.ts';

export * from './languages.ts';
export type { Catalogue } from './en.ts';

/** The English catalogue: one namespace per area (common, home, accounts, mail, …). */
export const englishCatalogue = en;
export type Namespace = keyof typeof en;
export const namespaces = Object.keys(en) as Namespace[];

/**
 * An i18next instance in one language, ready at once with the catalogues given (all of them from
 * '@kusp/contracts/catalogues', or English alone in the browser until Hindi is chosen).
 * Placeholders are `{name}`, as the spec's messages write them. Values are not escaped here: React
 * escapes what it renders, and the mails escape what they put in HTML.
 */
export function createTranslator(
  language: Language,
  resources: Partial<Record<Language, Catalogue>>,
): I18n {
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    resources,
    ns: namespaces,
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    react: { useSuspense: false },
  });
  return instance;
}

type Texts = { readonly [key: string]: string | Texts };
function textPaths(texts: Texts, prefix: string, into: Map<string, string>) {
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      if (!into.has(value)) into.set(value, path);
    } else textPaths(value, path, into);
  }
  return into;
}
const messageKeys = textPaths(en.messages, '', new Map<string, string>());

/**
 * A text of `messages` (the spec's validation and error texts, which schemas and the server write
 * in English) in the translator's language: found by its English wording. Any other text (a
 * server's message outside the catalogue) is answered as it is.
 */
export function translateMessage(translator: I18n, text: string): string {
  const key = messageKeys.get(text);
  return key ? translator.t(`messages:${key}` as never) : text;
}
