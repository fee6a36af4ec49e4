import { useTranslation } from 'react-i18next';
import { consultingLanguages } from '@kusp/contracts';

/** The consulting languages as choices, named in the reader's language, in the list's order. */
export function useLanguageChoices() {
  const { t } = useTranslation('languages');
  return consultingLanguages.map((code) => ({ value: code, label: t(`name.${code}`) }));
}
