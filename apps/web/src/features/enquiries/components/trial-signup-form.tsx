import { Button, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href, trialSignupRequestSchema, type TrialSignupRequest } from '@kusp/contracts';
import { RadioGroupField } from '@/components/forms/radio-group-field';
import { TextField } from '@/components/forms/text-field';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSignUpTrial } from '../api/sign-up-trial';
import { rememberThankYou } from '../thank-you';
import classes from './forms.module.css';
import { SubmitFailure } from './submit-failure';

const phones = [
  { value: 'ANDROID', screen: 'trial-android' },
  { value: 'iOS', screen: 'trial-ios' },
] as const;

/** The beta sign-up: which phone, and where to send the invitation. */
export function TrialSignupForm() {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const signUp = useSignUpTrial();
  const form = useForm<TrialSignupRequest>({
    resolver: zodResolver(trialSignupRequestSchema),
    defaultValues: { phoneType: 'ANDROID', email: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { message } = await signUp.mutateAsync(values);
      const screen = phones.find((p) => p.value === values.phoneType)?.screen ?? 'trial-android';
      notifySuccess(message);
      rememberThankYou(screen, message);
      await navigate(href('success', { screenType: screen }));
    } catch (error) {
      notifyError(errorMessage(error));
    }
  });

  return (
    <FormProvider {...form}>
      <form
        onSubmit={onSubmit}
        noValidate
        className={classes.form}
        aria-label={t('appDownload.form')}
      >
        <Stack gap="md">
          <RadioGroupField
            name="phoneType"
            label={t('appDownload.phone')}
            withAsterisk
            options={phones.map((phone) => ({
              value: phone.value,
              label: phone.value === 'iOS' ? t('appDownload.iPhone') : 'Android',
            }))}
          />
          <TextField
            name="email"
            label={t('appDownload.email')}
            type="email"
            autoComplete="email"
            withAsterisk
          />
          <SubmitFailure error={signUp.error} />
          <Group>
            <Button type="submit" loading={signUp.isPending} color="yellow" c="dark">
              {t('appDownload.join')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
