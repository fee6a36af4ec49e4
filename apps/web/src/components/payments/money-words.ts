import { useTranslation } from 'react-i18next';
import { formatCredits, formatRupees, type Quote } from '@kusp/contracts';
import { useLanguage } from '@/lib/language';

/**
 * Money as the chosen language writes it: credits with their plural ('1 credit', '1,020 credits';
 * 'क्रेडिट' in Hindi), rupees with the locale's digits and grouping, and a price's tax words.
 */
export function useMoneyWords() {
  const { t } = useTranslation('payments');
  const { locale } = useLanguage();
  return {
    credits: (millicredits: number) =>
      t('credits', { count: millicredits / 1000, amount: formatCredits(millicredits, locale) }),
    rupees: (paise: number) => formatRupees(paise, locale),
    taxWords: (quote: Pick<Quote, 'intlTax'>) => t(quote.intlTax > 0 ? 'inclTax' : 'inclGst'),
  };
}
