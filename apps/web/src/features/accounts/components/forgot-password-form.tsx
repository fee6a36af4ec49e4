import { Anchor, Button, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  forgotPasswordRequestSchema,
  href,
  messages,
  resetPasswordFormSchema,
  type ForgotPasswordRequest,
  type ResetPasswordForm,
} from '@kusp/contracts';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useForgotPassword } from '../api/forgot-password';
import { useSetPassword } from '../api/set-password';
import { showFieldErrors } from '@/lib/form-errors';
import type { AccountKind } from '../open-session';
import { PasswordField } from '@/components/forms/password-field';
import { TextField } from '@/components/forms/text-field';
import { FormError } from '@/components/ui/form-error';

const loginOf = { USER: 'userLogin', ASTROLOGER: 'astrologerLogin' } as const;

/** Spec part 1 section 4: step 1 mails a code; step 2 sets the new password, then sign-in. */
export function ForgotPasswordForm({ kind }: { kind: Exclude<AccountKind, 'ADMIN'> }) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const reset = useSetPassword();
  const [username, setUsername] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const stepOne = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { username: '' },
  });
  const stepTwo = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { otp: '', password: '', confirmPassword: '' },
  });

  async function sendCode(name: string) {
    try {
      const { message } = await forgot.mutateAsync({ username: name });
      notifySuccess(message);
      setUsername(name);
    } catch (error) {
      const text = errorMessage(error, messages.otp.userNotFound);
      notifyError(text);
      stepOne.setError('username', { message: text });
    }
  }

  const onSendCode = stepOne.handleSubmit(({ username: name }) => sendCode(name));

  const onReset = stepTwo.handleSubmit(async ({ otp, password }) => {
    if (!username) return;
    setFailure(null);
    try {
      const { message } = await reset.mutateAsync({ email: username, otp, password });
      notifySuccess(message);
      await navigate(href(loginOf[kind]));
    } catch (error) {
      notifyError(messages.password.updateFailed);
      showFieldErrors(error, ['otp', 'password'], stepTwo.setError);
      setFailure(errorMessage(error, messages.password.updateFailed));
    }
  });

  if (!username)
    return (
      <FormProvider {...stepOne}>
        <form onSubmit={onSendCode} noValidate aria-label={t('forgot.request')}>
          <Stack gap="md">
            <TextField
              name="username"
              label={t('signIn.username')}
              autoComplete="username"
              withAsterisk
            />
            <Button type="submit" loading={forgot.isPending}>
              {t('forgot.sendOtp')}
            </Button>
            <Anchor component={Link} to={href(loginOf[kind])} size="sm">
              {t('forgot.backToSignIn')}
            </Anchor>
          </Stack>
        </form>
      </FormProvider>
    );

  return (
    <FormProvider {...stepTwo}>
      <form onSubmit={onReset} noValidate aria-label={t('forgot.setNew')}>
        <Stack gap="md">
          <Text size="sm">
            <Trans
              t={t}
              i18nKey="forgot.enterCode"
              values={{ username }}
              components={{ b: <b /> }}
            />
          </Text>
          <TextField
            name="otp"
            label={t('forgot.otp')}
            inputMode="numeric"
            autoComplete="one-time-code"
            withAsterisk
          />
          <PasswordField
            name="password"
            label={t('forgot.newPassword')}
            autoComplete="new-password"
          />
          <PasswordField
            name="confirmPassword"
            label={t('forgot.confirmPassword')}
            autoComplete="new-password"
          />
          <FormError message={failure} />
          <Button type="submit" loading={reset.isPending}>
            {t('forgot.reset')}
          </Button>
          <Anchor
            component="button"
            type="button"
            size="sm"
            disabled={forgot.isPending}
            onClick={() => sendCode(username)}
          >
            {t('forgot.sendAgain')}
          </Anchor>
        </Stack>
      </form>
    </FormProvider>
  );
}
