import { Stack, Title } from '@mantine/core';
import { OperatorsPanel } from '@/features/operators/components/operators-panel';

export default function AdminOperatorsScreen() {
  return (
    <Stack gap="lg">
      <Title order={1}>Operators</Title>
      <OperatorsPanel />
    </Stack>
  );
}
