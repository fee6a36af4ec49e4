import { SimpleGrid } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { latestToday } from '@kusp/contracts';
import { DateField } from '@/components/forms/date-field';
import { GenderRadio } from '@/components/forms/gender-radio';
import { PlaceSearch } from '@/components/forms/place-search';
import { TextField } from '@/components/forms/text-field';
import { TimeField } from '@/components/forms/time-field';

/**
 * One person's name, gender, date, time and place of birth, under `prefix` in the surrounding
 * form ('' for a form about one person, 'boy.' and 'girl.' for a match, `who` then naming them).
 */
export function PersonFields({ prefix = '', who }: { prefix?: string; who?: string }) {
  const { control } = useFormContext();
  const { t } = useTranslation('tools');
  // 'Your date of birth', or "Boy's date of birth" in a match.
  const labelOf = (field: 'name' | 'date' | 'time' | 'place') =>
    who ? t(`person.${field}Of`, { who }) : t(`person.${field}`);
  const label = {
    name: labelOf('name'),
    date: labelOf('date'),
    time: labelOf('time'),
    place: labelOf('place'),
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextField name={`${prefix}name`} label={label.name} withAsterisk />
      <GenderRadio name={`${prefix}gender`} />
      <DateField name={`${prefix}date`} label={label.date} maxDate={latestToday()} required />
      <TimeField
        name={`${prefix}time`}
        label={label.time}
        boxesLabel={label.time}
        withSeconds
        required
      />
      {/* A place's whole name is long: it takes the row. */}
      <div style={{ gridColumn: '1 / -1' }}>
        <Controller
          control={control}
          name={`${prefix}place`}
          render={({ field, fieldState }) => (
            <PlaceSearch
              label={label.place}
              value={field.value ?? null}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
    </SimpleGrid>
  );
}
