import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  birthDetailRequestSchema,
  href,
  latestToday,
  placeLabel,
  type BirthDetailInput,
  type BirthDetailRequest,
  type Place,
} from '@kusp/contracts';
import { DateField } from '@/components/forms/date-field';
import { GenderRadio } from '@/components/forms/gender-radio';
import { PlaceSearch } from '@/components/forms/place-search';
import { TextField } from '@/components/forms/text-field';
import { TimeField } from '@/components/forms/time-field';
import { TimezoneSelect } from '@/components/forms/timezone-select';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSaveBirthDetail } from '../api/save-birth-detail';

/** The research entry form: birth data, an optional e-mail for the drawing, then Begin. */
export function BirthForm() {
  const { t } = useTranslation('research');
  const navigate = useNavigate();
  const save = useSaveBirthDetail();
  const [place, setPlace] = useState<Place | null>(null);
  const form = useForm<BirthDetailInput, unknown, BirthDetailRequest>({
    resolver: zodResolver(birthDetailRequestSchema),
    defaultValues: { birthDate: '', birthTime: '', birthPlace: '', timezone: '-1', email: '' },
  });
  const { control, handleSubmit, setValue, setError } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message, referenceId } = await save.mutateAsync(values);
      notifySuccess(message);
      await navigate(href('dataEntry', { referenceId }));
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, text] of Object.entries(error.errors)) {
          setError(field as keyof BirthDetailInput, { message: text });
        }
      }
      notifyError(errorMessage(error));
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={t('form.name')}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField
              name="birthDate"
              stores="dmy"
              label={t('form.birthDate')}
              maxDate={latestToday()}
              birth
              required
            />
            <TimeField
              name="birthTime"
              label={t('form.birthTime')}
              boxesLabel={t('form.birthTimeBoxes')}
              required
            />
          </SimpleGrid>
          <GenderRadio name="gender" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={control}
              name="birthPlace"
              render={({ field, fieldState }) => (
                <PlaceSearch
                  value={place}
                  onChange={(picked) => {
                    setPlace(picked);
                    field.onChange(picked ? placeLabel(picked) : '');
                    setValue('latitude', picked?.latitude);
                    setValue('longitude', picked?.longitude);
                  }}
                  error={fieldState.error?.message}
                />
              )}
            />
            <TimezoneSelect name="timezone" />
          </SimpleGrid>
          <TextField
            name="email"
            label={t('form.email')}
            type="email"
            autoComplete="email"
            placeholder={t('forms:emailPlaceholder')}
          />
          <Group>
            <Button type="submit" size="md" loading={save.isPending}>
              {t('form.begin')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
