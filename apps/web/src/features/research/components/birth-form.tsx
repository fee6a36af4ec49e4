import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  birthDateToIso,
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
import { TimeField } from '@/components/forms/time-field';
import { TimezoneSelect } from '@/components/forms/timezone-select';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSaveBirthDetail } from '../api/save-birth-detail';

/** 'YYYY-MM-DD' (the picker's value) to the 'dd-MM-yyyy' the API takes, and back. */
const toDmy = (iso: string) => iso.split('-').reverse().join('-');

/** The research entry form: birth data, an optional e-mail for the drawing, then Begin. */
export function BirthForm() {
  const navigate = useNavigate();
  const save = useSaveBirthDetail();
  const [place, setPlace] = useState<Place | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<BirthDetailInput, unknown, BirthDetailRequest>({
    resolver: zodResolver(birthDetailRequestSchema),
    defaultValues: { birthDate: '', birthTime: '', birthPlace: '', timezone: '-1', email: '' },
  });

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
    <form onSubmit={onSubmit} noValidate aria-label="Your birth details">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={control}
            name="birthDate"
            render={({ field, fieldState }) => (
              <DateField
                label="Birth date"
                maxDate={latestToday()}
                value={birthDateToIso(field.value) ?? ''}
                onChange={(iso) => field.onChange(toDmy(iso))}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                required
              />
            )}
          />
          <Controller
            control={control}
            name="birthTime"
            render={({ field, fieldState }) => (
              <TimeField
                label="Birth time (24 hour)"
                name="Birth"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                required
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="gender"
          render={({ field, fieldState }) => (
            <GenderRadio
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
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
          <Controller
            control={control}
            name="timezone"
            render={({ field, fieldState }) => (
              <TimezoneSelect
                value={field.value ?? null}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        </SimpleGrid>
        <TextInput
          label="E-mail (optional, to enter the weekly drawing)"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...register('email')}
        />
        <Group>
          <Button type="submit" size="md" loading={save.isPending}>
            Begin
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
