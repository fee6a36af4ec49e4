import { Button, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePasswordRequestSchema, messages, type ChangePasswordRequest } from '@kusp/contracts';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useChangePassword } from '../api/change-password';
import { showFieldErrors } from '@/lib/form-errors';
import { PasswordField } from '@/components/forms/password-field';

/** The signed-in astrologer's new password, typed twice. */
export function ChangePasswordForm() {
  const { t } = useTranslation('accounts');
  const change = useChangePassword();
  const form = useForm<ChangePasswordRequest>({
    resolver: zodResolver(changePasswordRequestSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { handleSubmit, reset, setError } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await change.mutateAsync(values);
      notifySuccess(message);
      reset();
    } catch (error) {
      showFieldErrors(error, ['password', 'confirmPassword'], setError);
      notifyError(messages.password.updateFailed);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={t('changePassword.form')}>
        <Stack gap="md" maw={420}>
          <PasswordField
            name="password"
            label={t('changePassword.password')}
            autoComplete="new-password"
            description={t('signUp.passwordRule')}
          />
          <PasswordField
            name="confirmPassword"
            label={t('changePassword.confirmPassword')}
            autoComplete="new-password"
          />
          <Group>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? t('changePassword.saving') : t('changePassword.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
