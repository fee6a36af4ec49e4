import { Anchor, Popover, Text } from '@mantine/core';
import { formatRupees, taxWords, type Quote } from '@kusp/contracts';
import { InvoiceLines } from './invoice-lines';

/**
 * A price as the customer pays it, '₹590.00 incl. GST': the server's quote's total, and its lines
 * (base, CGST, SGST, total) one tap away on the tax words.
 */
export function PriceWithTax({ quote }: { quote: Quote }) {
  return (
    <Text span inherit style={{ whiteSpace: 'nowrap' }}>
      {formatRupees(quote.totalAmount)}{' '}
      <Popover position="bottom" withArrow shadow="md">
        <Popover.Target>
          <Anchor component="button" type="button" inherit underline="always">
            {taxWords(quote)}
          </Anchor>
        </Popover.Target>
        <Popover.Dropdown p="xs">
          <InvoiceLines invoice={quote} />
        </Popover.Dropdown>
      </Popover>
    </Text>
  );
}
