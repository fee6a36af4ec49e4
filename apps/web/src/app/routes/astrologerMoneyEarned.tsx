import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useMoneyEarned } from '@/features/payments/api/get-money-earned';
import { MoneyEarnedTable } from '@/features/payments/components/money-earned-table';
import { MoneyEarnedTiles } from '@/features/payments/components/money-earned-tiles';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export default function AstrologerMoneyEarnedScreen() {
  const userId = useSession((s) => s.userId);
  const moneyEarned = useMoneyEarned(userId);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Money Earned
      </Title>
      {moneyEarned.isError ? (
        <Alert color="red">{errorMessage(moneyEarned.error)}</Alert>
      ) : moneyEarned.data ? (
        <>
          <MoneyEarnedTiles months={moneyEarned.data} />
          <MoneyEarnedTable months={moneyEarned.data} />
        </>
      ) : (
        <Loader aria-label="Loading money earned" />
      )}
    </Stack>
  );
}
