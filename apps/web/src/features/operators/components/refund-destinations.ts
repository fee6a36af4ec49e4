import { useTranslation } from 'react-i18next';

/** Where an operator's refund goes (the card only when a card paid the order). */
export function useRefundDestinations() {
  const { t } = useTranslation('operators');
  return (['WALLET', 'CARD'] as const).map((value) => ({
    value,
    label: t(`refund.destinations.${value}`),
  }));
}
