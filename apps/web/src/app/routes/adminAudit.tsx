import { Stack, Title } from '@mantine/core';
import { AuditTable } from '@/features/operators/components/audit-table';

export default function AdminAuditScreen() {
  return (
    <Stack gap="lg">
      <Title order={1}>Audit record</Title>
      <AuditTable />
    </Stack>
  );
}
