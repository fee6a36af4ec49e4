import { Text } from '@mantine/core';
import {
  earningServiceCodes,
  earningServiceLabels,
  formatRupees,
  monthNames,
  type MoneyEarnedItem,
  type ServiceEarned,
} from '@kusp/contracts';
import { PagedTable } from '@/components/ui/paged-table';

// The spec's 'Question answered' heads the questions' column; each other service has its own.
const serviceColumns = earningServiceCodes.map((code) =>
  code === 'OFFLINE_QUESTION' ? 'Question answered' : earningServiceLabels[code],
);
const columns = ['Month', ...serviceColumns, 'Money Earned'] as const;

/** 'YYYY-MM' as 'January 2026'. */
function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  return `${monthNames[Number(number) - 1] ?? number} ${year}`;
}

/** How many of a service, and below it what they earned. */
function ServiceCell({ service }: { service: ServiceEarned }) {
  return (
    <>
      <Text fw={600}>{service.count}</Text>
      <Text size="sm" c="dimmed">
        {formatRupees(service.earned)}
      </Text>
    </>
  );
}

/**
 * The astrologer's earnings by month (spec part 2 section 2, /astrologer/money-earned), each
 * service in its own column (how many, and what they earned); Money Earned is their sum.
 */
export function MoneyEarnedTable({ months }: { months: MoneyEarnedItem[] }) {
  return (
    <PagedTable
      label="Money earned"
      columns={columns}
      minWidth={760}
      rows={months.map((m) => ({
        key: m.month,
        cells: [
          monthLabel(m.month),
          ...earningServiceCodes.map((code) => <ServiceCell service={m.services[code]} />),
          <Text fw={700}>{formatRupees(m.moneyEarned)}</Text>,
        ],
      }))}
    />
  );
}
