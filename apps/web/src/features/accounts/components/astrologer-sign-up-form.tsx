import { Anchor, Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  astrologerSignupFixed,
  astrologerSignupFormSchema,
  experienceRanges,
  href,
  messages,
  translateMessage,
  type AstrologerSignupForm,
} from '@kusp/contracts';
import { SelectField } from '@/components/forms/select-field';
import { TextareaField, TextField } from '@/components/forms/text-field';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useRegisterAstrologer } from '../api/register-astrologer';
import { dialCodes } from '../dial-codes';
import { showFieldErrors } from '@/lib/form-errors';
import { useEmailOtp } from '../use-email-otp';
import { OtpField } from './otp-field';
import { PasswordField } from '@/components/forms/password-field';
import { FormError } from '@/components/ui/form-error';

const fields = [
  'firstName',
  'lastName',
  'email',
  'countryCode',
  'phoneNumber',
  'password',
  'yearsOfExperience',
  'expertiseArea',
  'otp',
] as const;

/** Astrologer sign-up (spec part 2 sections 3 to 5); afterwards the astrologer signs in. */
export function AstrologerSignUpForm() {
  const { t, i18n } = useTranslation('accounts');
  const navigate = useNavigate();
  const registerAstrologer = useRegisterAstrologer();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AstrologerSignupForm>({
    resolver: zodResolver(astrologerSignupFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      countryCode: '+91',
      phoneNumber: '',
      password: '',
      expertiseArea: '',
      otp: '',
    },
  });
  const { control, handleSubmit, setError } = form;
  const otp = useEmailOtp((error) => showFieldErrors(error, fields, setError));

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { message } = await registerAstrologer.mutateAsync({
        ...values,
        ...astrologerSignupFixed,
      });
      notifySuccess(message);
      await navigate(href('astrologerLogin'));
    } catch (error) {
      notifyError(messages.signUp.astrologerFailed);
      showFieldErrors(error, fields, setError);
      setFailure(errorMessage(error, messages.generic.unableToService));
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={t('astrologerSignUp.form')}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField
              name="firstName"
              label={t('signUp.firstName')}
              autoComplete="given-name"
              withAsterisk
            />
            <TextField
              name="lastName"
              label={t('astrologerSignUp.lastName')}
              autoComplete="family-name"
              withAsterisk
            />
          </SimpleGrid>
          <TextField
            name="email"
            label={t('signUp.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            registerOptions={otp.emailOptions}
          />
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <SelectField
              name="countryCode"
              label={t('astrologerSignUp.dialCode')}
              withAsterisk
              w={170}
              data={dialCodes.map((d) => ({
                value: d.value,
                label: t(`astrologerSignUp.dialCodes.${d.key}`, { code: d.value }),
              }))}
              allowDeselect={false}
            />
            <TextField
              name="phoneNumber"
              label={t('astrologerSignUp.phone')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              withAsterisk
              style={{ flex: 1 }}
            />
          </Group>
          <PasswordField
            name="password"
            label={t('signUp.password')}
            autoComplete="new-password"
            description={t('astrologerSignUp.passwordRule')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={control}
              name="yearsOfExperience"
              render={({ field, fieldState }) => (
                <Select
                  label={t('astrologerSignUp.experience')}
                  placeholder={t('astrologerSignUp.choose')}
                  data={experienceRanges.map((range) => ({
                    value: range,
                    label: t('astrologerSignUp.years', { range }),
                  }))}
                  clearable
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value ?? undefined)}
                  error={
                    // The schema's English, shown in the chosen language.
                    fieldState.error?.message && translateMessage(i18n, fieldState.error.message)
                  }
                />
              )}
            />
            <Select
              label={t('astrologerSignUp.currency')}
              data={[astrologerSignupFixed.currency]}
              value={astrologerSignupFixed.currency}
              disabled
            />
          </SimpleGrid>
          <TextareaField
            name="expertiseArea"
            label={t('astrologerSignUp.expertise')}
            autosize
            minRows={2}
          />
          <OtpField otp={otp} />
          <FormError message={failure} />
          <Button type="submit" loading={registerAstrologer.isPending}>
            {t('astrologerSignUp.submit')}
          </Button>
          <Text size="sm">
            {t('astrologerSignUp.registered')}{' '}
            <Anchor component={Link} to={href('astrologerLogin')}>
              {t('signUp.signIn')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </FormProvider>
  );
}
