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
/**
 * Each text of `messages` and then of `server` (the modules' own texts), by its English wording:
 * its key with the namespace ('messages:otp.sent', 'server:admin.approved'). A wording in
 * both keeps the `messages` key.
 */
const messageKeys = new Map<string, string>();
for (const namespace of ['messages', 'server'] as const) {
  for (const [text, path] of textPaths(en[namespace], '', new Map<string, string>())) {
    if (!messageKeys.has(text)) messageKeys.set(text, `${namespace}:${path}`);
  }
}
/** The texts with placeholders ('at most {max} files'), as patterns that find the values filled in. */
const messageTemplates = [...messageKeys]
  .filter(([text]) => /\{\w+\}/.test(text))
  .map(([text, key]) => ({
    key,
    names: [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!),
    pattern: new RegExp(
      `^${text
        .split(/\{\w+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('([^\\n]+?)')}$`,
    ),
  }));

/**
 * A text of `messages` (the spec's validation and error texts, which schemas and the server write
 * in English) or of `server` (the modules' own texts) in the translator's language: found by its
 * English wording, or by its wording with its placeholders filled in (the values are kept). Any
 * other text is answered as it is.
 */
export function translateMessage(translator: I18n, text: string): string {
  const key = messageKeys.get(text);
  if (key) return translator.t(key as never);
  for (const template of messageTemplates) {
    const found = template.pattern.exec(text);
    if (!found) continue;
    const values = Object.fromEntries(template.names.map((name, i) => [name, found[i + 1]]));
    return translator.t(template.key as never, values);
  }
  return text;
}
