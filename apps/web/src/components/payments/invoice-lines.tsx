import { Table } from '@mantine/core';
import { formatRupees, type Quote } from '@kusp/contracts';

type ExtraLine = 'intlTax' | 'commission' | 'taxAndSurcharge';

const labels: Record<ExtraLine, string> = {
  intlTax: 'International tax',
  commission: 'Commission',
  taxAndSurcharge: 'Tax and surcharge',
};

/**
 * Base rate, CGST, SGST and total, plus the extra lines a screen asks for (the portal's invoice
 * modal shows all of them). International tax always shows when charged, so the lines add up.
 */
export function InvoiceLines({
  invoice,
  extra = [],
}: {
  /** An order's invoice or a pricing answer, in paise. */
  invoice: Quote;
  extra?: readonly ExtraLine[];
}) {
  const lines: Array<[string, number]> = [
    ['Base rate', invoice.baseRate],
    ['CGST', invoice.cgst],
    ['SGST', invoice.sgst],
  ];
  for (const key of ['intlTax', 'commission', 'taxAndSurcharge'] as const) {
    const value = invoice[key];
    if (extra.includes(key) || (key === 'intlTax' && value !== 0)) lines.push([labels[key], value]);
  }
  return (
    <Table withTableBorder aria-label="Invoice">
      <Table.Tbody>
        {lines.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={400}>
              {label}
            </Table.Th>
            <Table.Td ta="right">{formatRupees(value)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Th scope="row">Total</Table.Th>
          <Table.Td ta="right" fw={700}>
            {formatRupees(invoice.totalAmount)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
