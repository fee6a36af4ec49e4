import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  earningServiceCodes,
  formatRupees,
  type MoneyEarnedItem,
  type ServiceEarned,
} from '@kusp/contracts';
import { PagedTable } from '@/components/ui/paged-table';
import { useLanguage } from '@/lib/language';
import { useMonthLabel } from './month-label';

/** How many of a service, and below it what they earned. */
function ServiceCell({ service }: { service: ServiceEarned }) {
  const { locale } = useLanguage();
  return (
    <>
      <Text fw={600}>{service.count}</Text>
      <Text size="sm" c="dimmed">
        {formatRupees(service.earned, locale)}
      </Text>
    </>
  );
}

/**
 * The astrologer's earnings by month (spec part 2 section 2, /astrologer/money-earned), each
 * service in its own column (how many, and what they earned); Money Earned is their sum.
 */
export function MoneyEarnedTable({ months }: { months: MoneyEarnedItem[] }) {
  const { t } = useTranslation('earnings');
  const { locale } = useLanguage();
  const monthLabel = useMonthLabel('long');
  // The spec's 'Question answered' heads the questions' column; each other service has its own.
  const columns = [
    t('moneyEarned.columns.month'),
    ...earningServiceCodes.map((code) =>
      code === 'OFFLINE_QUESTION'
        ? t('moneyEarned.columns.questions')
        : t(`earningServices.${code}`),
    ),
    t('moneyEarned.columns.moneyEarned'),
  ];
  return (
    <PagedTable
      label={t('moneyEarned.table')}
      columns={columns}
      minWidth={760}
      rows={months.map((m) => ({
        key: m.month,
        cells: [
          monthLabel(m.month),
          ...earningServiceCodes.map((code) => <ServiceCell service={m.services[code]} />),
          <Text fw={700}>{formatRupees(m.moneyEarned, locale)}</Text>,
        ],
      }))}
    />
  );
}
