import { Table } from '@mantine/core';
import { formatRupees, type PayerInvoice } from '@kusp/contracts';

/** Money lines as a two-column table; the last line (the total) in bold. */
export function MoneyLines({
  label,
  lines,
}: {
  label: string;
  lines: ReadonlyArray<readonly [label: string, paise: number]>;
}) {
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
                {formatRupees(value)}
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
  label = 'Invoice',
}: {
  /** An order's invoice, a pricing answer or a payment link's payer lines, in paise. */
  invoice: PayerInvoice;
  label?: string;
}) {
  const lines: Array<[string, number]> = [
    ['Base rate', invoice.baseRate],
    ['CGST', invoice.cgst],
    ['SGST', invoice.sgst],
  ];
  if (invoice.intlTax !== 0) lines.push(['International tax', invoice.intlTax]);
  lines.push(['Total', invoice.totalAmount]);
  return <MoneyLines label={label} lines={lines} />;
}
