import { Alert, Group, Loader, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useEarnings, type EarningFilter } from '@/features/payments/api/get-earnings';
import { useStatistics } from '@/features/payments/api/get-statistics';
import { EarningTable } from '@/features/payments/components/earning-table';
import { MonthYearFilter } from '@/features/payments/components/month-year-filter';
import { StatisticsTiles } from '@/features/payments/components/statistics-tiles';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export default function AstrologerTransactionsScreen() {
  const userId = useSession((s) => s.userId);
  const [filter, setFilter] = useState<EarningFilter>({ month: -1, year: -1 });
  const [pageNumber, setPageNumber] = useState(0);
  const statistics = useStatistics(userId);
  const earnings = useEarnings(userId, pageNumber, filter);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Transactions
      </Title>
      {statistics.isError ? (
        <Alert color="red">{errorMessage(statistics.error)}</Alert>
      ) : statistics.data ? (
        <StatisticsTiles statistics={statistics.data} />
      ) : (
        <Loader aria-label="Loading statistics" />
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
        <Loader aria-label="Loading transactions" />
      )}
    </Stack>
  );
}
