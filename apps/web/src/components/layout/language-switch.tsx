import { Anchor } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { languageNames, localizedPath, type Language } from '@kusp/contracts';
import { chooseLanguage, useLanguage } from '@/lib/language';

/**
 * The language switch: the other language's name, in its own script, linking to this page's
 * address in it (/blog ⇄ /hi/blog; other screens keep their address). Choosing it is remembered
 * in the browser and, signed in, on the account.
 */
export function LanguageSwitch({ c = 'inherit' }: { c?: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { pathname, search, hash } = useLocation();
  const other: Language = language === 'hi' ? 'en' : 'hi';
  return (
    <Anchor
      component={Link}
      to={localizedPath(pathname, other) + search + hash}
      replace
      onClick={() => void chooseLanguage(other)}
      lang={other}
      hrefLang={other}
      title={t('language.choose')}
      c={c}
      fw={600}
      size="sm"
    >
      {languageNames[other]}
    </Anchor>
  );
}
