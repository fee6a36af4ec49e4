import { Alert, Anchor, Group, Loader, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@kusp/contracts';
import { useEarnings, type EarningFilter } from '@/features/payments/api/get-earnings';
import { useStatistics } from '@/features/payments/api/get-statistics';
import { EarningTable } from '@/features/payments/components/earning-table';
import { MonthYearFilter } from '@/features/payments/components/month-year-filter';
import { StatisticsTiles } from '@/features/payments/components/statistics-tiles';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export default function AstrologerTransactionsScreen() {
  const { t } = useTranslation('earnings');
  const userId = useSession((s) => s.userId);
  const [filter, setFilter] = useState<EarningFilter>({ month: -1, year: -1 });
  const [pageNumber, setPageNumber] = useState(0);
  const statistics = useStatistics(userId);
  const earnings = useEarnings(userId, pageNumber, filter);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('routes:astrologerTransactions')}
        </Title>
        <Anchor component={Link} to={href('astrologerMoneyEarned')}>
          {t('transactions.byMonth')}
        </Anchor>
      </Group>
      {statistics.isError ? (
        <Alert color="red">{errorMessage(statistics.error)}</Alert>
      ) : statistics.data ? (
        <StatisticsTiles statistics={statistics.data} />
      ) : (
        <Loader aria-label={t('transactions.loadingStatistics')} />
      )}
      <Group justify="flex-end">
        <MonthYearFilter
          value={filter}
          onChange={(next) => {
            setFilter(next);
            setPageNumber(0);
          }}
        />
      </Group>
      {earnings.isError ? (
        <Alert color="red">{errorMessage(earnings.error)}</Alert>
      ) : earnings.data ? (
        <EarningTable page={earnings.data} onPageChange={setPageNumber} />
      ) : (
        <Loader aria-label={t('transactions.loading')} />
      )}
    </Stack>
  );
}
