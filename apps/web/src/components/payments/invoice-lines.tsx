import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PayerInvoice } from '@kusp/contracts';
import { useMoneyWords } from './money-words';

/** Money lines as a two-column table; the last line (the total) in bold. */
export function MoneyLines({
  label,
  lines,
}: {
  label: string;
  lines: ReadonlyArray<readonly [label: string, paise: number]>;
}) {
  const money = useMoneyWords();
  return (
    <Table withTableBorder aria-label={label}>
      <Table.Tbody>
        {lines.map(([name, value], i) => {
          const last = i === lines.length - 1;
          return (
            <Table.Tr key={name}>
              <Table.Th scope="row" fw={last ? 700 : 400}>
                {name}
              </Table.Th>
              <Table.Td ta="right" fw={last ? 700 : undefined}>
                {money.rupees(value)}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/**
 * What the payer pays: base rate, CGST, SGST and total, with the international tax when charged,
 * so the lines always add up to the total. The commission is the platform's share of the base,
 * taken from the astrologer's earning: never a line of the payer's invoice.
 */
export function InvoiceLines({
  invoice,
  label,
}: {
  /** An order's invoice, a pricing answer or a payment link's payer lines, in paise. */
  invoice: PayerInvoice;
  label?: string;
}) {
  const { t } = useTranslation('payments');
  const lines: Array<[string, number]> = [
    [t('invoice.baseRate'), invoice.baseRate],
    [t('invoice.cgst'), invoice.cgst],
    [t('invoice.sgst'), invoice.sgst],
  ];
  if (invoice.intlTax !== 0) lines.push([t('invoice.intlTax'), invoice.intlTax]);
  lines.push([t('invoice.total'), invoice.totalAmount]);
  return <MoneyLines label={label ?? t('invoice.label')} lines={lines} />;
}
