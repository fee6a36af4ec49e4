import { Button, Card, Group, NativeSelect, SimpleGrid, Stack, Switch } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import {
  astrologerDetailsSchema,
  limits,
  messages,
  profileCountries,
  type AstrologerDetails,
  type AstrologerDetailsInput,
  type AstrologerProfile,
} from '@kusp/contracts';
import { TextareaField, TextField } from '@/components/forms/text-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCurrencies } from '../api/get-currencies';
import { useStates } from '../api/get-states';
import { useUpdateAstrologerDetails } from '../api/update-astrologer-details';
import { LanguagesField } from './consulting-languages';

const formValues = (p: AstrologerProfile): AstrologerDetailsInput => ({
  firstName: p.firstName,
  lastName: p.lastName,
  email: p.email ?? '',
  phoneNumber: p.phoneNumber ?? '',
  countryCode: p.countryCode ?? undefined,
  shortExperience: p.shortExperience,
  longExperience: p.longExperience,
  country: p.country,
  countryIsoCode: p.countryIsoCode,
  state: p.state,
  stateIsoCode: p.stateIsoCode,
  rate: String(p.rate),
  rateCurrency: p.rateCurrency,
  astrologerVisibility: p.astrologerVisibility,
  offlineQuestionEnabled: p.offlineQuestionEnabled,
  textChatEnabled: p.textChatEnabled,
  videoCallEnabled: p.videoCallEnabled,
  languages: p.languages,
});

/** The profile form of part 2 sections 2 and 5: read-only until Edit, read-only again after saving. */
export function ProfileForm({ profile }: { profile: AstrologerProfile }) {
  const { t } = useTranslation('astrologerProfile');
  const [editing, setEditing] = useState(false);
  const save = useUpdateAstrologerDetails(profile.astrologerId);
  const currencies = useCurrencies();
  const form = useForm<AstrologerDetailsInput, unknown, AstrologerDetails>({
    resolver: zodResolver(astrologerDetailsSchema),
    values: formValues(profile),
    resetOptions: { keepDirtyValues: true },
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors },
  } = form;
  const [countryIsoCode, shortExperience, longExperience] = useWatch({
    control,
    name: ['countryIsoCode', 'shortExperience', 'longExperience'],
  });
  const states = useStates(countryIsoCode ?? profile.countryIsoCode);
  const stateOptions = states.data?.length
    ? states.data.map((s) => ({ value: s.isoCode, label: s.name }))
    : [{ value: profile.stateIsoCode, label: profile.state }];
  const currencyOptions = (currencies.data ?? [{ code: profile.rateCurrency, name: '' }]).map(
    (c) => ({ value: c.code, label: c.name ? `${c.code} (${c.name})` : c.code }),
  );
  const count = (text: string | undefined) => `${(text ?? '').length}/${limits.experience}`;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      notifySuccess(messages.profile.updated);
      reset(formValues(saved));
      setEditing(false);
    } catch (error) {
      if (error instanceof ApiError)
        for (const [field, text] of Object.entries(error.errors))
          setError(field as Path<AstrologerDetailsInput>, { message: text });
      notifyError(errorMessage(error, messages.generic.unableToService));
    }
  });

  const readOnly = !editing;
  return (
    <FormProvider {...form}>
      <Card withBorder component="form" onSubmit={onSubmit} noValidate aria-label={t('form')}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField name="firstName" label={t('firstName')} readOnly={readOnly} />
            <TextField name="lastName" label={t('lastName')} readOnly={readOnly} />
            <TextField name="email" label={t('email')} readOnly disabled={editing} />
            <TextField
              name="phoneNumber"
              label={t('phone')}
              type="tel"
              readOnly={readOnly}
              leftSection={profile.countryCode ?? '+91'}
            />
          </SimpleGrid>
          <TextareaField
            name="shortExperience"
            label={t('shortExperience')}
            autosize
            minRows={2}
            readOnly={readOnly}
            description={editing ? count(shortExperience) : undefined}
          />
          <TextareaField
            name="longExperience"
            label={t('longExperience')}
            autosize
            minRows={4}
            readOnly={readOnly}
            description={editing ? count(longExperience) : undefined}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label={t('country')}
              disabled={readOnly}
              data={profileCountries.map((c) => ({
                value: c.isoCode,
                label: t(`countries.${c.isoCode}`),
              }))}
              {...register('countryIsoCode')}
              error={errors.country?.message}
            />
            {/* The state and currency selects are controlled: a registered one kept its selected
              option element, which shows the list's first entry once the loaded list replaces the
              stored value's single option (options are keyed by position). */}
            <Controller
              control={control}
              name="stateIsoCode"
              render={({ field }) => (
                <NativeSelect
                  label={t('state')}
                  disabled={readOnly}
                  data={stateOptions}
                  value={field.value}
                  onChange={(event) => {
                    const code = event.currentTarget.value;
                    field.onChange(code);
                    setValue('state', stateOptions.find((s) => s.value === code)?.label ?? '');
                  }}
                  onBlur={field.onBlur}
                  error={errors.state?.message ?? errors.stateIsoCode?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="rateCurrency"
              render={({ field }) => (
                <NativeSelect
                  label={t('currency')}
                  disabled={readOnly}
                  data={currencyOptions}
                  value={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.value)}
                  onBlur={field.onBlur}
                  error={errors.rateCurrency?.message}
                />
              )}
            />
            <TextField name="rate" label={t('rate')} inputMode="decimal" readOnly={readOnly} />
          </SimpleGrid>
          <LanguagesField readOnly={readOnly} />
          <Controller
            control={control}
            name="astrologerVisibility"
            render={({ field }) => (
              <Switch
                label={t(field.value === 'ON' ? 'active' : 'inactive')}
                description={t('visibilityNote')}
                aria-label={t('visibility')}
                disabled={readOnly}
                checked={field.value === 'ON'}
                onChange={(event) => field.onChange(event.currentTarget.checked ? 'ON' : 'OFF')}
              />
            )}
          />
          <Group justify="flex-end">
            {editing ? (
              <>
                <Button
                  variant="default"
                  onClick={() => {
                    reset(formValues(profile));
                    setEditing(false);
                  }}
                >
                  {t('cancel')}
                </Button>
                <Button type="submit" loading={save.isPending}>
                  {t('save')}
                </Button>
              </>
            ) : (
              <Button onClick={() => setEditing(true)}>{t('edit')}</Button>
            )}
          </Group>
        </Stack>
      </Card>
    </FormProvider>
  );
}
