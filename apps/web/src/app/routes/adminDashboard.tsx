import { Stack, Title } from '@mantine/core';
import { Dashboard } from '@/features/operators/components/dashboard';

export default function AdminDashboardScreen() {
  return (
    <Stack gap="lg">
      <Title order={1}>Dashboard</Title>
      <Dashboard />
    </Stack>
  );
}
