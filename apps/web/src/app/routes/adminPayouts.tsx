import { Stack, Title } from '@mantine/core';
import { PayoutsPanel } from '@/features/operators/components/payouts-panel';

export default function AdminPayoutsScreen() {
  return (
    <Stack gap="lg">
      <Title order={1}>Payouts</Title>
      <PayoutsPanel />
    </Stack>
  );
}
