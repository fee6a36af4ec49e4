import { useTranslation } from 'react-i18next';
import { Stack, Title } from '@mantine/core';
import { AuditTable } from '@/features/operators/components/audit-table';

export default function AdminAuditScreen() {
  const { t } = useTranslation('routes');
  return (
    <Stack gap="lg">
      <Title order={1}>{t('adminAudit')}</Title>
      <AuditTable />
    </Stack>
  );
}
