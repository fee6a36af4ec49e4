import { SimpleGrid } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { latestToday } from '@kusp/contracts';
import { DateField } from '@/components/forms/date-field';
import { GenderRadio } from '@/components/forms/gender-radio';
import { PlaceSearch } from '@/components/forms/place-search';
import { TextField } from '@/components/forms/text-field';
import { TimeField } from '@/components/forms/time-field';

/**
 * One person's name, gender, date, time and place of birth, under `prefix` in the surrounding
 * form ('' for a form about one person, 'boy.' and 'girl.' for a match).
 */
export function PersonFields({ prefix = '', who }: { prefix?: string; who?: string }) {
  const { control } = useFormContext();
  const about = who ? `${who}'s` : 'Your';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextField name={`${prefix}name`} label={who ? `${who}'s name` : 'Name'} withAsterisk />
      <GenderRadio name={`${prefix}gender`} />
      <DateField
        name={`${prefix}date`}
        label={`${about} date of birth`}
        maxDate={latestToday()}
        required
      />
      <TimeField
        name={`${prefix}time`}
        label={`${about} time of birth`}
        boxesLabel={`${about} time of birth`}
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
              label={`${about} place of birth`}
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
