import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  hasLanguageAddress,
  LANGUAGE_COOKIE,
  locales,
  localizedPath,
  splitLanguagePath,
  type Language,
} from '@kusp/contracts';
import { api } from './api-client';
import { i18n, setLanguage } from './i18n';
import { SITE_WIDE_DESCRIPTION } from './page-head';
import { notifyError } from './notify';
import { useSession } from './session';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language on screen and its locale, for formatters: `formatRupees(p, locale)`. */
export function useLanguage() {
  const { i18n: translator } = useTranslation();
  const language: Language = translator.resolvedLanguage === 'hi' ? 'hi' : 'en';
  const path = useCallback((to: string) => localizedPath(to, language), [language]);
  /** A page's address in the language on screen: /blog is /hi/blog in Hindi. */
  return { language, locale: locales[language], path };
}

/** Remembers the choice in the browser (a cookie the server reads too) and shows the app in it. */
export function rememberLanguage(language: Language): Promise<void> {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
  return setLanguage(language);
}

/**
 * The language switch's choice: remembered in the browser and, signed in, saved on the account so
 * e-mails follow it. The caller moves to the page's address in that language.
 */
export async function chooseLanguage(language: Language) {
  await rememberLanguage(language);
  if (!useSession.getState().token) return;
  try {
    await api('/v1/user/language', { method: 'PUT', body: { language } });
  } catch {
    notifyError(i18n.t('common:language.saveFailed'));
  }
}

/**
 * Keeps the address and the language together on every page change: a Hindi address shows
 * Hindi; a public page's English address, while Hindi is chosen, moves to its Hindi address (as
 * the server redirects a first request). The document's `lang` and the site's description follow
 * the language (each route's title follows it in RouteScreen).
 */
export function useLanguageAddress() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { i18n: translator } = useTranslation();
  const language = translator.resolvedLanguage;
  useEffect(() => {
    document.documentElement.lang = language ?? 'en';
    // The site's description in the language; a page's own (its lead) stays until it closes, and
    // it then puts back this one (PageIntro keeps the site's beside its own).
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    const siteWide = translator.t('common:siteDescription');
    if (meta.content === (meta.getAttribute(SITE_WIDE_DESCRIPTION) ?? meta.content)) {
      meta.content = siteWide;
    }
    meta.setAttribute(SITE_WIDE_DESCRIPTION, siteWide);
  }, [language, translator]);
  useEffect(() => {
    const fromAddress = splitLanguagePath(pathname).language;
    if (fromAddress === 'hi') {
      if (translator.resolvedLanguage !== 'hi') void setLanguage('hi');
    } else if (translator.resolvedLanguage === 'hi' && hasLanguageAddress(pathname)) {
      void navigate(localizedPath(pathname, 'hi') + search + hash, { replace: true });
    }
    // Only a change of page decides: a language chosen on this page moves the address itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
