import { Text } from '@mantine/core';
import { rateUnitLabels, type AstrologerListItem } from '@kusp/contracts';
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
  return (
    <Text size={size}>
      {astrologer.price.totalAmount <= 0 ? (
        'Free'
      ) : (
        <>
          (<PriceWithTax quote={astrologer.price} /> / {rateUnitLabels.PER_QUESTION})
        </>
      )}
    </Text>
  );
}
