import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTransactions } from '@/features/payments/api/get-transactions';
import { TransactionTable } from '@/features/payments/components/transaction-table';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export default function UserTransactionsScreen() {
  const userId = useSession((s) => s.userId);
  const [pageNumber, setPageNumber] = useState(0);
  const transactions = useTransactions(userId, pageNumber);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Transactions
      </Title>
      {transactions.isError ? (
        <Alert color="red">{errorMessage(transactions.error)}</Alert>
      ) : transactions.data ? (
        <TransactionTable page={transactions.data} onPageChange={setPageNumber} />
      ) : (
        <Loader aria-label="Loading transactions" />
      )}
    </Stack>
  );
}
