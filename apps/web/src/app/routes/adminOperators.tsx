import { useTranslation } from 'react-i18next';
import { Stack, Title } from '@mantine/core';
import { OperatorsPanel } from '@/features/operators/components/operators-panel';

export default function AdminOperatorsScreen() {
  const { t } = useTranslation('routes');
  return (
    <Stack gap="lg">
      <Title order={1}>{t('adminOperators')}</Title>
      <OperatorsPanel />
    </Stack>
  );
}
