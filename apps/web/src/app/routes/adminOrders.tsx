import { useTranslation } from 'react-i18next';
import { Stack, Title } from '@mantine/core';
import { OrdersPanel } from '@/features/operators/components/orders-panel';

export default function AdminOrdersScreen() {
  const { t } = useTranslation('routes');
  return (
    <Stack gap="lg">
      <Title order={1}>{t('adminOrders')}</Title>
      <OrdersPanel />
    </Stack>
  );
}
