import { publicPages, routes, type RouteKey } from '../routes.ts';

/**
 * The languages Kusp speaks (docs/i18n.md). English is the spec's own text and the default;
 * Hindi is written by us. Each has the locale its numbers and dates are formatted in.
 */
export const languages = ['en', 'hi'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';
export type Locale = 'en-IN' | 'hi-IN';
export const locales: Record<Language, Locale> = { en: 'en-IN', hi: 'hi-IN' };
/** Each language's name in its own script, as the switch offers it. */
export const languageNames: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/** The browser's remembered choice: a cookie, so the server can send a first page in it too. */
export const LANGUAGE_COOKIE = 'kusp-language';

/**
 * The best of our languages for an Accept-Language header (or navigator.languages joined), by
 * its q-values; English when it names neither: 'hi-IN,hi;q=0.9,en;q=0.8' → 'hi'.
 */
export function languageOfAcceptLanguage(header: string | undefined | null): Language {
  if (!header) return defaultLanguage;
  let best: { language: Language; q: number } | null = null;
  for (const part of header.split(',').slice(0, 20)) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    // Equal weights keep the header's order: the earlier one wins.
    if (Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { language: primary, q };
  }
  return best?.language ?? defaultLanguage;
}

/** The value of the language cookie in a Cookie header, when it names one of ours. */
export function languageOfCookie(header: string | undefined | null): Language | undefined {
  const value = header
    ?.split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(value) ? value : undefined;
}

/** Pages with an address in each language: the prerendered public pages and the articles. */
export const localizedPages = [
  ...publicPages,
  'blogArticle',
] as const satisfies readonly RouteKey[];
/** Hindi addresses are the English ones under this prefix: /hi/blog, /hi for the home page. */
export const HINDI_PREFIX = '/hi';

const localizedPatterns = localizedPages.map(
  (key) => new RegExp(`^${routes[key].path.replace(/:\w+/g, '[^/]+')}/?$`),
);
const isLocalizedPath = (pathname: string) => localizedPatterns.some((p) => p.test(pathname));

/** The language an address is in, and the address without its language prefix. */
export function splitLanguagePath(pathname: string): { language: Language; path: string } {
  if (pathname === HINDI_PREFIX || pathname === `${HINDI_PREFIX}/`)
    return { language: 'hi', path: '/' };
  if (pathname.startsWith(`${HINDI_PREFIX}/`)) {
    const rest = pathname.slice(HINDI_PREFIX.length);
    if (isLocalizedPath(rest)) return { language: 'hi', path: rest };
  }
  return { language: 'en', path: pathname };
}

/** Whether the address is a page that has a Hindi and an English address. */
export const hasLanguageAddress = (pathname: string) =>
  isLocalizedPath(splitLanguagePath(pathname).path);

/**
 * The address of a page in a language: '/blog?page=2' in Hindi is '/hi/blog?page=2'. Addresses
 * of other screens (sign-in, the portals) are the same in both: they follow the chosen language.
 */
export function localizedPath(to: string, language: Language): string {
  const end = to.search(/[?#]/);
  const pathname = end === -1 ? to : to.slice(0, end);
  const tail = end === -1 ? '' : to.slice(end);
  const { path } = splitLanguagePath(pathname);
  if (language === 'en' || !isLocalizedPath(path)) return path + tail;
  return (path === '/' ? HINDI_PREFIX : HINDI_PREFIX + path) + tail;
}
