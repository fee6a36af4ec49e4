import { Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { href, trialSignupRequestSchema, type TrialSignupRequest } from '@kusp/contracts';
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
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<TrialSignupRequest>({
    resolver: zodResolver(trialSignupRequestSchema),
    defaultValues: { phoneType: 'ANDROID', email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
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
    <form onSubmit={onSubmit} noValidate className={classes.form} aria-label="Join the beta">
      <Stack gap="md">
        <Controller
          control={control}
          name="phoneType"
          render={({ field, fieldState }) => (
            <Radio.Group
              label="Your phone"
              withAsterisk
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            >
              <Group mt="xs">
                {phones.map((phone) => (
                  <Radio key={phone.value} value={phone.value} label={phone.label} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          withAsterisk
          error={errors.email?.message}
          {...register('email')}
        />
        <SubmitFailure error={signUp.error} />
        <Group>
          <Button type="submit" loading={signUp.isPending} color="yellow" c="dark">
            Join the free beta
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
