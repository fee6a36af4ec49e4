import { useTranslation } from 'react-i18next';
import { Stack, Title } from '@mantine/core';
import { DisputesPanel } from '@/features/operators/components/disputes-panel';

export default function AdminDisputesScreen() {
  const { t } = useTranslation('routes');
  return (
    <Stack gap="lg">
      <Title order={1}>{t('adminDisputes')}</Title>
      <DisputesPanel />
    </Stack>
  );
}
