import { Button, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { SavedMatchingRequest } from '@kusp/contracts';
import { SelectField } from '@/components/forms/select-field';
import { FormError } from '@/components/ui/form-error';
import { emptyPerson, personSchema, toBirth, type PersonValues } from './birth-details';
import { PersonFields } from './person-fields';
import { useToolSubmit } from './use-tool-submit';

const sides = ['boy', 'girl'] as const;
/** The choice of a side's birth details typed in, rather than a saved horoscope. */
const TYPED = 'typed';

/** Each side's birth details, checked unless a saved horoscope stands in for them. */
const pairSchema = z
  .object({
    boy: z.custom<PersonValues>(),
    girl: z.custom<PersonValues>(),
    boySaved: z.string(),
    girlSaved: z.string(),
  })
  .superRefine((values, context) => {
    for (const side of sides) {
      if (values[`${side}Saved`] !== TYPED) continue;
      const checked = personSchema.safeParse(values[side]);
      for (const issue of checked.error?.issues ?? [])
        context.addIssue({ code: 'custom', message: issue.message, path: [side, ...issue.path] });
    }
  });
type PairValues = z.input<typeof pairSchema>;

/** A horoscope the signed-in person may match: their own, or an astrologer's client. */
export interface SavedHoroscope {
  horoscopeId: string;
  name: string;
}

/**
 * Kundli matching's form: the boy's and the girl's birth details, or for a signed-in person either
 * side one of `saved` (their own horoscope, an astrologer's clients).
 */
export function MatchingForm({
  onSubmit,
  saved = [],
}: {
  onSubmit: (request: SavedMatchingRequest) => Promise<unknown>;
  saved?: SavedHoroscope[];
}) {
  const { t } = useTranslation('tools');
  const form = useForm<PairValues>({
    resolver: zodResolver(pairSchema),
    defaultValues: { boy: emptyPerson, girl: emptyPerson, boySaved: TYPED, girlSaved: TYPED },
  });
  const submit = useToolSubmit(form, (values) =>
    onSubmit({
      ...(values.boySaved === TYPED
        ? { boy: toBirth(values.boy) }
        : { boyHoroscopeId: values.boySaved }),
      ...(values.girlSaved === TYPED
        ? { girl: toBirth(values.girl) }
        : { girlHoroscopeId: values.girlSaved }),
    }),
  );
  const chosen = useWatch({ control: form.control, name: ['boySaved', 'girlSaved'] });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit.onSubmit} noValidate aria-label={t('matching.bothTitle')}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            {sides.map((side, index) => {
              const who = t(`matching.${side}`);
              return (
                <Paper key={side} withBorder p="md" component="fieldset">
                  <Title order={3} size="h4" mb="sm" component="legend">
                    {who}
                  </Title>
                  <Stack gap="sm">
                    {saved.length > 0 && (
                      <SelectField
                        name={`${side}Saved`}
                        label={t('matching.horoscopeOf', { who })}
                        allowDeselect={false}
                        data={[
                          { value: TYPED, label: t('matching.typed') },
                          ...saved.map((horoscope) => ({
                            value: horoscope.horoscopeId,
                            label: t('matching.saved', { name: horoscope.name }),
                          })),
                        ]}
                      />
                    )}
                    {chosen[index] === TYPED && <PersonFields prefix={`${side}.`} who={who} />}
                  </Stack>
                </Paper>
              );
            })}
          </SimpleGrid>
          <FormError message={submit.failure} />
          <Button type="submit" loading={form.formState.isSubmitting} w="fit-content">
            {t('matching.match')}
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
