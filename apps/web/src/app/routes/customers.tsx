import { Alert, Button, Group, Loader, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@kusp/contracts';
import { useCustomers } from '@/features/horoscopes/api/get-customers';
import { CustomerTable } from '@/features/horoscopes/components/customer-table';
import { errorMessage } from '@/lib/api-client';

export default function CustomersScreen() {
  const { t } = useTranslation('clients');
  const [pageNumber, setPageNumber] = useState(0);
  const customers = useCustomers(pageNumber);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('routes:customers')}
        </Title>
        <Button component={Link} to={href('customerAdd')}>
          {t('list.addNew')}
        </Button>
      </Group>
      {customers.isError ? (
        <Alert color="red">{errorMessage(customers.error)}</Alert>
      ) : customers.data ? (
        <CustomerTable page={customers.data} onPageChange={setPageNumber} />
      ) : (
        <Loader aria-label={t('list.loading')} />
      )}
    </Stack>
  );
}
