import { Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { PLACE_OWN_TIMEZONE, timezoneOffsets } from '@kusp/contracts';

export interface TimezoneSelectProps {
  /** '+05:30' style, or '-1' for the birth place's own zone. */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: ReactNode;
  label?: string;
}

const options = [
  { value: PLACE_OWN_TIMEZONE, label: "The birth place's own time zone" },
  ...timezoneOffsets.map((offset) => ({ value: offset, label: `GMT ${offset}` })),
];

/** GMT -12:00 to +14:00 with the half and quarter hours, or the place's own zone ('-1'). */
export function TimezoneSelect({
  value,
  onChange,
  error,
  label = 'Timezone',
}: TimezoneSelectProps) {
  return (
    <Select
      label={label}
      placeholder="Choose a timezone"
      data={options}
      value={value}
      onChange={onChange}
      error={error}
      allowDeselect={false}
      withAsterisk
      searchable
      // Mantine keeps a closed dropdown mounted (hidden): its ~60 options would render with the page.
      comboboxProps={{ keepMounted: false }}
    />
  );
}
