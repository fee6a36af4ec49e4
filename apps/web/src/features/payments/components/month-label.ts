import { useTranslation } from 'react-i18next';

/**
 * 'YYYY-MM' as the language names a month: 'January 2026' (long) or 'Jan 2026' (short, the
 * chart's axis); 'जनवरी 2026', 'जन॰ 2026' in Hindi.
 */
export function useMonthLabel(style: 'long' | 'short') {
  const { t } = useTranslation('earnings');
  return (month: string) => {
    const [year = '', number = ''] = month.split('-');
    const name =
      style === 'long'
        ? t(`months.${Number(number)}`, number)
        : t(`shortMonths.${Number(number)}`, number);
    return t('month', { month: name, year });
  };
}
