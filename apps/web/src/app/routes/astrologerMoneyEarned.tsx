import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMoneyEarned } from '@/features/payments/api/get-money-earned';
import { usePayoutHistory } from '@/features/payments/api/get-payout-history';
import { EarningsChart } from '@/features/payments/components/earnings-chart';
import { MoneyEarnedTable } from '@/features/payments/components/money-earned-table';
import { MoneyEarnedTiles } from '@/features/payments/components/money-earned-tiles';
import { PayableBalance } from '@/features/payments/components/payable-balance';
import { PayoutTable } from '@/features/payments/components/payout-table';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export default function AstrologerMoneyEarnedScreen() {
  const { t } = useTranslation('earnings');
  const userId = useSession((s) => s.userId);
  const moneyEarned = useMoneyEarned(userId);
  const payouts = usePayoutHistory(userId);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('routes:astrologerMoneyEarned')}
      </Title>
      {payouts.data && <PayableBalance payable={payouts.data.payable} />}
      {moneyEarned.isError ? (
        <Alert color="red">{errorMessage(moneyEarned.error)}</Alert>
      ) : moneyEarned.data ? (
        <>
          <MoneyEarnedTiles months={moneyEarned.data} />
          <EarningsChart months={moneyEarned.data} />
          <MoneyEarnedTable months={moneyEarned.data} />
        </>
      ) : (
        <Loader aria-label={t('moneyEarned.loading')} />
      )}
      {payouts.isError && <Alert color="red">{errorMessage(payouts.error)}</Alert>}
      {payouts.data && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('moneyEarned.payouts')}
          </Title>
          <PayoutTable payouts={payouts.data.payouts} />
        </Stack>
      )}
    </Stack>
  );
}
