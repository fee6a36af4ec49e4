import { createInstance, type i18n as I18n } from 'i18next';
import type { Catalogue } from './en.ts';
import { defaultLanguage, languages, type Language } from './languages.ts';

export * from './languages.ts';
export type { Catalogue } from './en.ts';

/** The catalogue's namespaces: common, routes, home, accounts, mail, … */
export type Namespace = keyof Catalogue;

/**
 * An i18next instance in one language, ready at once with the catalogues given: all of them from
 * '@kusp/contracts/catalogues' on the server, the parts a page needs in the browser (more are
 * added as screens load them, docs/i18n.md "Loading").
 * Placeholders are `{name}`, as the spec's messages write them. Values are not escaped here: React
 * escapes what it renders, and the mails escape what they put in HTML.
 */
export function createTranslator(
  language: Language,
  resources: Partial<Record<Language, Partial<Catalogue>>>,
  /** Told of each key found in no language given ('chat:title'): a part not loaded, a typo. */
  onMissingKey?: (key: string) => void,
): I18n {
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    resources,
    ns: [...new Set(Object.values(resources).flatMap((catalogue) => Object.keys(catalogue)))],
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    react: { useSuspense: false },
    ...(onMissingKey && {
      saveMissing: true,
      missingKeyHandler: (_languages: readonly string[], namespace: string, key: string) =>
        onMissingKey(`${namespace}:${key}`),
    }),
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

interface MessageIndex {
  /** Each text's key with its namespace ('messages:otp.sent'), by its English wording. */
  keys: Map<string, string>;
  /** The texts with placeholders ('at most {max} files'), as patterns that find the values filled in. */
  templates: Array<{ key: string; names: string[]; pattern: RegExp }>;
}

/**
 * The English texts of `messages` and then of `server` (the modules' own texts), read from the
 * translator's own English bundles (the browser's entry holds them), once per `messages` bundle:
 * translators built from the same catalogues share it. A wording in both keeps the `messages` key.
 */
const indexes = new WeakMap<object, MessageIndex>();
function messageIndex(translator: I18n): MessageIndex {
  const bundle = (namespace: 'messages' | 'server') =>
    translator.getResourceBundle('en', namespace) as Texts | undefined;
  const messages = bundle('messages');
  const cached = messages && indexes.get(messages);
  if (cached) return cached;
  const bundles = [
    ['messages', messages],
    ['server', bundle('server')],
  ] as const;
  const keys = new Map<string, string>();
  for (const [namespace, texts] of bundles) {
    if (!texts) continue;
    for (const [text, path] of textPaths(texts, '', new Map<string, string>())) {
      if (!keys.has(text)) keys.set(text, `${namespace}:${path}`);
    }
  }
  const templates = [...keys]
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
  const index = { keys, templates };
  if (messages) indexes.set(messages, index);
  return index;
}

/**
 * A text of `messages` (the spec's validation and error texts, which schemas and the server write
 * in English) or of `server` (the modules' own texts) in the translator's language: found by its
 * English wording, or by its wording with its placeholders filled in (the values are kept). Any
 * other text is answered as it is.
 */
export function translateMessage(translator: I18n, text: string): string {
  const { keys, templates } = messageIndex(translator);
  const key = keys.get(text);
  if (key) return translator.t(key as never);
  for (const template of templates) {
    const found = template.pattern.exec(text);
    if (!found) continue;
    const values = Object.fromEntries(template.names.map((name, i) => [name, found[i + 1]]));
    return translator.t(template.key as never, values);
  }
  return text;
}
