import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AstrologerListItem } from '@kusp/contracts';
import { PriceWithTax } from '@/components/payments/price-with-tax';

/**
 * The spec's '(currency rate / QN)' with the price a customer pays, GST included and its lines a tap
 * away: '(₹590.00 incl. GST / QN)'; 'Free' when it costs nothing.
 */
export function AstrologerPrice({
  astrologer,
  size,
}: {
  astrologer: Pick<AstrologerListItem, 'price'>;
  size?: 'sm';
}) {
  const { t } = useTranslation('astrologers');
  return (
    <Text size={size}>
      {astrologer.price.totalAmount <= 0 ? (
        t('free')
      ) : (
        <>
          (<PriceWithTax quote={astrologer.price} /> / {t('perQuestion')})
        </>
      )}
    </Text>
  );
}
