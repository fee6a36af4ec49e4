import { Anchor, Button, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { href, roleHome, userRegistrationSchema, type UserRegistration } from '@kusp/contracts';
import { TextField } from '@/components/forms/text-field';
import { errorMessage } from '@/lib/api-client';
import { useRegisterUser } from '../api/register-user';
import { showFieldErrors } from '@/lib/form-errors';
import { openSession } from '../open-session';
import { useEmailOtp } from '../use-email-otp';
import { OtpField } from './otp-field';
import { PasswordField } from '@/components/forms/password-field';
import { FormError } from '@/components/ui/form-error';

const fields = ['firstName', 'email', 'loginId', 'password', 'otp'] as const;

/** Customer sign-up (spec part 1 section 4): e-mailed code, then signed in on the astrologer list. */
export function CustomerSignUpForm() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const registerUser = useRegisterUser();
  const [failure, setFailure] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const form = useForm<UserRegistration>({
    resolver: zodResolver(userRegistrationSchema),
    defaultValues: { firstName: '', email: '', loginId: '', password: '', otp: '' },
  });
  const { handleSubmit, setError } = form;
  const otp = useEmailOtp((error) => showFieldErrors(error, fields, setError));

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setOpening(true);
    try {
      await openSession(await registerUser.mutateAsync(values), 'USER');
      await navigate(roleHome.USER, { replace: true });
    } catch (error) {
      showFieldErrors(error, fields, setError);
      setFailure(errorMessage(error));
      setOpening(false);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={t('signUp.form')}>
        <Stack gap="md">
          <TextField
            name="firstName"
            label={t('signUp.firstName')}
            autoComplete="given-name"
            withAsterisk
          />
          <TextField
            name="email"
            label={t('signUp.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            registerOptions={otp.emailOptions}
          />
          <TextField
            name="loginId"
            label={t('signUp.username')}
            autoComplete="username"
            withAsterisk
          />
          <PasswordField name="password" label={t('signUp.password')} autoComplete="new-password" />
          <OtpField otp={otp} />
          <FormError message={failure} />
          <Button type="submit" loading={opening}>
            {t('signUp.submit')}
          </Button>
          <Text size="sm">
            {t('signUp.haveAccount')}{' '}
            <Anchor component={Link} to={href('userLogin')}>
              {t('signUp.signIn')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </FormProvider>
  );
}
