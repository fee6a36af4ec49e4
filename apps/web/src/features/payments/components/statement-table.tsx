import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatCredits, type StatementLine, type StatementPage } from '@kusp/contracts';
import { PagedTable } from '@/components/ui/paged-table';
import { localDateTime } from '@/lib/dates';
import { useLanguage } from '@/lib/language';

const columns = ['date', 'description', 'credits', 'balance'] as const;

/** What a movement did, in the customer's words (`orders:statement.moves`); an operator's note as written. */
function description(line: StatementLine, t: TFunction): string {
  const move = t(`orders:statement.moves.${line.kind}`);
  if (line.kind === 'GRANT') return line.note ?? move;
  if (line.kind === 'PURCHASE' || !line.serviceCode) return move;
  const what = t('orders:statement.moveFor', {
    move,
    service: t(`payments:services.${line.serviceCode}`),
  });
  return line.kind === 'REFUND' && line.note
    ? t('orders:statement.refundNote', { what, note: line.note })
    : what;
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
  const { t } = useTranslation('orders');
  const { locale } = useLanguage();
  return (
    <PagedTable
      label={t('transactions.statement')}
      columns={columns.map((column) => t(`statement.columns.${column}`))}
      minWidth={720}
      page={page}
      onPageChange={onPageChange}
      rows={page.content.map((line) => ({
        key: line.lineId,
        cells: [
          localDateTime(line.createdAt, locale),
          description(line, t),
          <Text span inherit fw={600} c={line.amount > 0 ? 'teal.9' : 'red.9'}>
            {line.amount > 0 ? '+' : ''}
            {formatCredits(line.amount, locale)}
          </Text>,
          <Text span inherit>
            {formatCredits(line.balance, locale)}
          </Text>,
        ],
      }))}
    />
  );
}
