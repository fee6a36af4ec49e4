import { Stack, Title } from '@mantine/core';
import { DisputesPanel } from '@/features/operators/components/disputes-panel';

export default function AdminDisputesScreen() {
  return (
    <Stack gap="lg">
      <Title order={1}>Disputes</Title>
      <DisputesPanel />
    </Stack>
  );
}
