import { Stack, Title } from '@mantine/core';
import { OrdersPanel } from '@/features/operators/components/orders-panel';

export default function AdminOrdersScreen() {
  return (
    <Stack gap="lg">
      <Title order={1}>Orders and refunds</Title>
      <OrdersPanel />
    </Stack>
  );
}
