import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConsultingLanguage } from '@kusp/contracts';
import { MultiSelectField } from '@/components/forms/multi-select-field';
import { useLanguage } from '@/lib/language';
import { useLanguageChoices } from '../language-choices';

/** 'Consults in Hindi, English and Tamil' ('हिन्दी, अंग्रेज़ी और तमिल में परामर्श'). */
export function ConsultingLanguages({
  languages,
  ...props
}: { languages: readonly ConsultingLanguage[] } & TextProps) {
  const { t } = useTranslation('languages');
  const { locale } = useLanguage();
  const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    languages.map((code) => t(`name.${code}`)),
  );
  return (
    <Text size="sm" {...props}>
      {t('consultsIn', { languages: names })}
    </Text>
  );
}

/** The profile form's choice of languages (`languages` of the surrounding form). */
export function LanguagesField({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('languages');
  const choices = useLanguageChoices();
  return (
    <MultiSelectField
      name="languages"
      label={t('field')}
      placeholder={readOnly ? undefined : t('fieldPlaceholder')}
      data={choices}
      readOnly={readOnly}
      searchable={!readOnly}
      hidePickedOptions
    />
  );
}
