import { Stack, Title } from '@mantine/core';
import { ChangePasswordForm } from '@/features/accounts/components/change-password-form';

export default function AstrologerChangePasswordScreen() {
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Change Password
      </Title>
      <ChangePasswordForm />
    </Stack>
  );
}
