import { useTranslation } from 'react-i18next';
import { Stack, Title } from '@mantine/core';
import { PayoutsPanel } from '@/features/operators/components/payouts-panel';

export default function AdminPayoutsScreen() {
  const { t } = useTranslation('routes');
  return (
    <Stack gap="lg">
      <Title order={1}>{t('adminPayouts')}</Title>
      <PayoutsPanel />
    </Stack>
  );
}
