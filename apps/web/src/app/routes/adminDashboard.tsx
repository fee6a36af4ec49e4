import { useTranslation } from 'react-i18next';
import { Stack, Title } from '@mantine/core';
import { Dashboard } from '@/features/operators/components/dashboard';

export default function AdminDashboardScreen() {
  const { t } = useTranslation('routes');
  return (
    <Stack gap="lg">
      <Title order={1}>{t('adminDashboard')}</Title>
      <Dashboard />
    </Stack>
  );
}
