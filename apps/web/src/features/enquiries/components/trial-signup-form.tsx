import { Button, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
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
  { value: 'ANDROID', label: 'Android', screen: 'trial-android' },
  { value: 'iOS', label: 'iPhone (iOS)', screen: 'trial-ios' },
] as const;

/** The beta sign-up: which phone, and where to send the invitation. */
export function TrialSignupForm() {
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
      <form onSubmit={onSubmit} noValidate className={classes.form} aria-label="Join the beta">
        <Stack gap="md">
          <RadioGroupField name="phoneType" label="Your phone" withAsterisk options={phones} />
          <TextField name="email" label="E-mail" type="email" autoComplete="email" withAsterisk />
          <SubmitFailure error={signUp.error} />
          <Group>
            <Button type="submit" loading={signUp.isPending} color="yellow" c="dark">
              Join the free beta
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
