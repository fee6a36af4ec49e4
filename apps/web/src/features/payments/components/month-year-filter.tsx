import { Group, Select } from '@mantine/core';
import { filterYears, monthNames } from '@kusp/contracts';
import type { EarningFilter } from '../api/get-earnings';

const NONE = '-1';
const monthOptions = [
  { value: NONE, label: 'All months' },
  ...monthNames.map((name, i) => ({ value: String(i + 1), label: name })),
];
const yearOptions = [
  { value: NONE, label: 'All years' },
  ...filterYears().map((year) => ({ value: String(year), label: String(year) })),
];

/** Month (January to December) and year (this year back 15 years); -1 is no filter. */
export function MonthYearFilter({
  value,
  onChange,
}: {
  value: EarningFilter;
  onChange: (filter: EarningFilter) => void;
}) {
  return (
    <Group gap="sm">
      <Select
        label="Month"
        data={monthOptions}
        value={String(value.month)}
        onChange={(month) => onChange({ ...value, month: Number(month ?? NONE) })}
        allowDeselect={false}
        w={180}
      />
      <Select
        label="Year"
        data={yearOptions}
        value={String(value.year)}
        onChange={(year) => onChange({ ...value, year: Number(year ?? NONE) })}
        allowDeselect={false}
        w={140}
      />
    </Group>
  );
}
