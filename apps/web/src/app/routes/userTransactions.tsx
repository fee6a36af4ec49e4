import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyWords } from '@/components/payments/money-words';
import { useStatement } from '@/features/payments/api/get-statement';
import { useWalletBalance } from '@/hooks/use-wallet-balance';
import { useTransactions } from '@/features/payments/api/get-transactions';
import { StatementTable } from '@/features/payments/components/statement-table';
import { TransactionTable } from '@/features/payments/components/transaction-table';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/**
 * The customer's money: the wallet statement (every movement of their credits with the running
 * balance, so it reconciles to the balance shown) and the spec's table of payments.
 */
export default function UserTransactionsScreen() {
  const { t } = useTranslation('orders');
  const money = useMoneyWords();
  const userId = useSession((s) => s.userId);
  const [statementPage, setStatementPage] = useState(0);
  const [pageNumber, setPageNumber] = useState(0);
  const wallet = useWalletBalance({ refetchOnMount: 'always' });
  const statement = useStatement(userId, statementPage);
  const transactions = useTransactions(userId, pageNumber);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('routes:userTransactions')}
      </Title>
      <Title order={2} size="h4">
        {t('transactions.wallet')}
      </Title>
      {statement.isError ? (
        <Alert color="red">{errorMessage(statement.error)}</Alert>
      ) : statement.data ? (
        <>
          {wallet.data && (
            <Text>
              {t('transactions.balance')} <strong>{money.credits(wallet.data.balance)}</strong>{' '}
              <Text span c="dimmed" size="sm">
                ({t('payments:creditRate')})
              </Text>
            </Text>
          )}
          <StatementTable page={statement.data} onPageChange={setStatementPage} />
        </>
      ) : (
        <Loader aria-label={t('transactions.loadingStatement')} />
      )}
      <Title order={2} size="h4">
        {t('transactions.payments')}
      </Title>
      {transactions.isError ? (
        <Alert color="red">{errorMessage(transactions.error)}</Alert>
      ) : transactions.data ? (
        <TransactionTable page={transactions.data} onPageChange={setPageNumber} />
      ) : (
        <Loader aria-label={t('transactions.loading')} />
      )}
    </Stack>
  );
}
