import { Select } from '@mantine/core';
import { useController } from 'react-hook-form';
import { PLACE_OWN_TIMEZONE, timezoneOffsets } from '@kusp/contracts';

export interface TimezoneSelectProps {
  /** The field's path in the surrounding form: '+05:30' style, or '-1' for the birth place's own zone. */
  name: string;
  label?: string;
}

const options = [
  { value: PLACE_OWN_TIMEZONE, label: "The birth place's own time zone" },
  ...timezoneOffsets.map((offset) => ({ value: offset, label: `GMT ${offset}` })),
];

/** GMT -12:00 to +14:00 with the half and quarter hours, or the place's own zone ('-1'). */
export function TimezoneSelect({ name, label = 'Timezone' }: TimezoneSelectProps) {
  const { field, fieldState } = useController({ name });
  return (
    <Select
      label={label}
      placeholder="Choose a timezone"
      data={options}
      value={(field.value as string | undefined) || null}
      onChange={(value) => field.onChange(value ?? '')}
      error={fieldState.error?.message}
      allowDeselect={false}
      withAsterisk
      searchable
      // Mantine keeps a closed dropdown mounted (hidden): its ~60 options would render with the page.
      comboboxProps={{ keepMounted: false }}
    />
  );
}
