import { Anchor, Button, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
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
        <form onSubmit={onSendCode} noValidate aria-label="Request a reset code">
          <Stack gap="md">
            <TextField
              name="username"
              label="Username or email"
              autoComplete="username"
              withAsterisk
            />
            <Button type="submit" loading={forgot.isPending}>
              Send OTP
            </Button>
            <Anchor component={Link} to={href(loginOf[kind])} size="sm">
              Back to sign in
            </Anchor>
          </Stack>
        </form>
      </FormProvider>
    );

  return (
    <FormProvider {...stepTwo}>
      <form onSubmit={onReset} noValidate aria-label="Set a new password">
        <Stack gap="md">
          <Text size="sm">
            Enter the code we e-mailed for <b>{username}</b> and choose a new password.
          </Text>
          <TextField
            name="otp"
            label="OTP"
            inputMode="numeric"
            autoComplete="one-time-code"
            withAsterisk
          />
          <PasswordField name="password" label="New password" autoComplete="new-password" />
          <PasswordField
            name="confirmPassword"
            label="Confirm password"
            autoComplete="new-password"
          />
          <FormError message={failure} />
          <Button type="submit" loading={reset.isPending}>
            Reset Password
          </Button>
          <Anchor
            component="button"
            type="button"
            size="sm"
            disabled={forgot.isPending}
            onClick={() => sendCode(username)}
          >
            Send the code again
          </Anchor>
        </Stack>
      </form>
    </FormProvider>
  );
}
