import { formatRupees, monthNames, type MoneyEarnedItem } from '@kusp/contracts';
import { PagedTable } from '@/components/ui/paged-table';

const columns = ['Month', 'Question answered', 'Money Earned'] as const;

/** 'YYYY-MM' as 'January 2026'. */
function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  return `${monthNames[Number(number) - 1] ?? number} ${year}`;
}

/** The astrologer's earnings by month (spec part 2 section 2, /astrologer/money-earned). */
export function MoneyEarnedTable({ months }: { months: MoneyEarnedItem[] }) {
  return (
    <PagedTable
      label="Money earned"
      columns={columns}
      minWidth={480}
      rows={months.map((m) => ({
        key: m.month,
        cells: [monthLabel(m.month), m.questionsAnswered, formatRupees(m.moneyEarned)],
      }))}
    />
  );
}
