import { Button, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { changePasswordRequestSchema, messages, type ChangePasswordRequest } from '@kusp/contracts';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useChangePassword } from '../api/change-password';
import { showFieldErrors } from '@/lib/form-errors';
import { PasswordField } from '@/components/forms/password-field';

/** The signed-in astrologer's new password, typed twice. */
export function ChangePasswordForm() {
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
      <form onSubmit={onSubmit} noValidate aria-label="Change password">
        <Stack gap="md" maw={420}>
          <PasswordField
            name="password"
            label="Password"
            autoComplete="new-password"
            description="8 to 18 characters with an uppercase letter and one of # ? ! @ $ % ^ & * -"
          />
          <PasswordField
            name="confirmPassword"
            label="Confirm password"
            autoComplete="new-password"
          />
          <Group>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? 'Saving' : 'Save Changes'}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
