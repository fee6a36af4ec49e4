import { Text } from '@mantine/core';
import {
  formatCredits,
  serviceLabels,
  type StatementLine,
  type StatementPage,
  type WalletMoveKind,
} from '@kusp/contracts';
import { PagedTable } from '@/components/ui/paged-table';
import { localDateTime } from '@/lib/dates';

const columns = ['Date', 'Description', 'Credits', 'Balance'] as const;

/** What each kind of movement did, in the customer's words. */
const moveLabels: Record<WalletMoveKind, string> = {
  GRANT: 'Credits given',
  PURCHASE: 'Credits bought',
  DEBIT: 'Paid',
  HOLD: 'Held for',
  RELEASE: 'Returned from',
  REFUND: 'Refunded',
};

function description(line: StatementLine): string {
  if (line.kind === 'GRANT') return line.note ?? moveLabels.GRANT;
  if (line.kind === 'PURCHASE' || !line.serviceCode) return moveLabels[line.kind];
  const what = `${moveLabels[line.kind]}: ${serviceLabels[line.serviceCode]}`;
  return line.kind === 'REFUND' && line.note ? `${what} (${line.note})` : what;
}

/**
 * The wallet statement: every movement of the customer's credits, newest first, with the balance
 * after each, so the first line's balance is the wallet's balance.
 */
export function StatementTable({
  page,
  onPageChange,
}: {
  page: StatementPage;
  onPageChange: (pageNumber: number) => void;
}) {
  return (
    <PagedTable
      label="Wallet statement"
      columns={columns}
      minWidth={720}
      page={page}
      onPageChange={onPageChange}
      rows={page.content.map((line) => ({
        key: line.lineId,
        cells: [
          localDateTime(line.createdAt),
          description(line),
          <Text span inherit fw={600} c={line.amount > 0 ? 'teal.9' : 'red.9'}>
            {line.amount > 0 ? '+' : ''}
            {formatCredits(line.amount)}
          </Text>,
          <Text span inherit>
            {formatCredits(line.balance)}
          </Text>,
        ],
      }))}
    />
  );
}
