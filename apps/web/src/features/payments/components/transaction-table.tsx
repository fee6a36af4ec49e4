import { Badge } from '@mantine/core';
import { formatPaise, type TransactionPage } from '@kusp/contracts';
import { sourceLabels, updatedAt } from './labels';
import { MoneyTable } from './money-table';

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
    <MoneyTable
      label="Transactions"
      columns={columns}
      minWidth={960}
      page={page}
      onPageChange={onPageChange}
      rows={page.content.map((t) => ({
        key: t.transactionId,
        cells: [
          t.orderId,
          `${formatPaise(t.paymentAmount)} ${t.currency}`,
          t.serviceCode,
          sourceLabels[t.paymentProcessor],
          t.transactionId,
          t.paymentSuccessStatus ? (
            <Badge color="teal" variant="light">
              Success
            </Badge>
          ) : (
            <Badge color="red" variant="light">
              Failed
            </Badge>
          ),
          updatedAt(t.updateTs),
        ],
      }))}
    />
  );
}
