import { Button, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BirthDetails } from '@kusp/contracts';
import { FormError } from '@/components/ui/form-error';
import { emptyPerson, personSchema, toBirth, type PersonValues } from './birth-details';
import { PersonFields } from './person-fields';
import { useToolSubmit } from './use-tool-submit';

/** The free kundli's form: one person's birth details. */
export function KundliForm({ onSubmit }: { onSubmit: (birth: BirthDetails) => Promise<unknown> }) {
  const { t } = useTranslation('tools');
  const form = useForm<PersonValues>({
    resolver: zodResolver(personSchema),
    defaultValues: emptyPerson,
  });
  const submit = useToolSubmit(form, (values) => onSubmit(toBirth(values)));
  return (
    <FormProvider {...form}>
      <form onSubmit={submit.onSubmit} noValidate aria-label={t('kundli.form')}>
        <Stack gap="md">
          <PersonFields />
          <FormError message={submit.failure} />
          <Button type="submit" loading={form.formState.isSubmitting} w="fit-content">
            {t('kundli.make')}
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
