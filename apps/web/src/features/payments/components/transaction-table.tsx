import { Text } from '@mantine/core';
import { formatRupees, type TransactionPage } from '@kusp/contracts';
import { localDateTime } from '@/lib/dates';
import { sourceLabels, transactionStatusLabels } from './labels';
import { PagedTable } from '@/components/ui/paged-table';
import { ShortId } from '@/components/ui/short-id';
import { ServiceName } from './service-name';

const columns = [
  'Order Id',
  'Amount',
  'Service Code',
  'Source',
  'Transaction Id',
  'Status',
  'Updated At',
] as const;

/** The customer's payment attempts (spec part 2 section 2, /user/transactions). */
export function TransactionTable({
  page,
  onPageChange,
}: {
  page: TransactionPage;
  onPageChange: (pageNumber: number) => void;
}) {
  return (
    <PagedTable
      label="Transactions"
      columns={columns}
      minWidth={960}
      page={page}
      onPageChange={onPageChange}
      rows={page.content.map((t) => ({
        key: t.transactionId,
        cells: [
          <ShortId id={t.orderId} />,
          <Text span inherit style={{ whiteSpace: 'nowrap' }}>
            {formatRupees(t.paymentAmount)}
          </Text>,
          <ServiceName code={t.serviceCode} />,
          sourceLabels[t.paymentProcessor],
          t.transactionId,
          <Text span inherit fw={600} c={transactionStatusLabels[t.paymentStatus].color}>
            {transactionStatusLabels[t.paymentStatus].label}
          </Text>,
          localDateTime(t.updateTs),
        ],
      }))}
    />
  );
}
