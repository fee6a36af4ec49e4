import { Anchor, Popover, Text } from '@mantine/core';
import type { Quote } from '@kusp/contracts';
import { InvoiceLines } from './invoice-lines';
import { useMoneyWords } from './money-words';

/**
 * A price as the customer pays it, '₹590.00 incl. GST': the server's quote's total, and its lines
 * (base, CGST, SGST, total) one tap away on the tax words.
 */
export function PriceWithTax({ quote }: { quote: Quote }) {
  const money = useMoneyWords();
  return (
    <Text span inherit style={{ whiteSpace: 'nowrap' }}>
      {money.rupees(quote.totalAmount)}{' '}
      <Popover position="bottom" withArrow shadow="md">
        <Popover.Target>
          <Anchor component="button" type="button" inherit underline="always">
            {money.taxWords(quote)}
          </Anchor>
        </Popover.Target>
        <Popover.Dropdown p="xs">
          <InvoiceLines invoice={quote} />
        </Popover.Dropdown>
      </Popover>
    </Text>
  );
}
