import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '@/features/accounts/components/change-password-form';

export default function AstrologerChangePasswordScreen() {
  const { t } = useTranslation('routes');
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('astrologerChangePassword')}
      </Title>
      <ChangePasswordForm />
    </Stack>
  );
}
