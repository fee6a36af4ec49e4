import { Button, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm, type FieldValues, type Path } from 'react-hook-form';
import { z } from 'zod';
import { messages, type BirthDetails } from '@kusp/contracts';
import { FormError } from '@/components/ui/form-error';
import { ApiError, errorMessage } from '@/lib/api-client';
import {
  emptyPerson,
  formFieldOf,
  personSchema,
  toBirth,
  type PersonValues,
} from './birth-details';
import { PersonFields } from './person-fields';

/** Sends the form's request; the server's field errors go under their fields, the rest below. */
function useToolSubmit<V extends FieldValues>(
  form: ReturnType<typeof useForm<V>>,
  send: (values: V) => Promise<unknown>,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await send(values);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
        for (const [field, text] of Object.entries(error.errors))
          form.setError(formFieldOf(field) as Path<V>, { message: text });
      } else setFailure(errorMessage(error, messages.generic.unableToService));
    }
  });
  return { onSubmit, failure };
}

/** The free kundli's form: one person's birth details. */
export function KundliForm({ onSubmit }: { onSubmit: (birth: BirthDetails) => Promise<unknown> }) {
  const form = useForm<PersonValues>({
    resolver: zodResolver(personSchema),
    defaultValues: emptyPerson,
  });
  const submit = useToolSubmit(form, (values) => onSubmit(toBirth(values)));
  return (
    <FormProvider {...form}>
      <form onSubmit={submit.onSubmit} noValidate aria-label="Birth details">
        <Stack gap="md">
          <PersonFields />
          <FormError message={submit.failure} />
          <Button type="submit" loading={form.formState.isSubmitting} w="fit-content">
            Make my kundli
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}

const pairSchema = z.object({ boy: personSchema, girl: personSchema });
type PairValues = z.input<typeof pairSchema>;

/** Kundli matching's form: the boy's and the girl's birth details. */
export function MatchingForm({
  onSubmit,
}: {
  onSubmit: (pair: { boy: BirthDetails; girl: BirthDetails }) => Promise<unknown>;
}) {
  const form = useForm<PairValues>({
    resolver: zodResolver(pairSchema),
    defaultValues: { boy: emptyPerson, girl: emptyPerson },
  });
  const submit = useToolSubmit(form, (values) =>
    onSubmit({ boy: toBirth(values.boy), girl: toBirth(values.girl) }),
  );
  return (
    <FormProvider {...form}>
      <form onSubmit={submit.onSubmit} noValidate aria-label="Birth details of both">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            {(['boy', 'girl'] as const).map((who) => (
              <Paper key={who} withBorder p="md" component="fieldset">
                <Title order={3} size="h4" mb="sm" component="legend">
                  {who === 'boy' ? 'Boy' : 'Girl'}
                </Title>
                <PersonFields prefix={`${who}.`} who={who === 'boy' ? 'Boy' : 'Girl'} />
              </Paper>
            ))}
          </SimpleGrid>
          <FormError message={submit.failure} />
          <Button type="submit" loading={form.formState.isSubmitting} w="fit-content">
            Match kundlis
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
