import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { filterYears, monthNames } from '@kusp/contracts';
import type { EarningFilter } from '../api/get-earnings';

const NONE = '-1';

/** Month (January to December) and year (this year back 15 years); -1 is no filter. */
export function MonthYearFilter({
  value,
  onChange,
}: {
  value: EarningFilter;
  onChange: (filter: EarningFilter) => void;
}) {
  const { t } = useTranslation('earnings');
  const monthOptions = [
    { value: NONE, label: t('transactions.filter.allMonths') },
    ...monthNames.map((_, i) => ({ value: String(i + 1), label: t(`months.${i + 1}`) })),
  ];
  const yearOptions = [
    { value: NONE, label: t('transactions.filter.allYears') },
    ...filterYears().map((year) => ({ value: String(year), label: String(year) })),
  ];
  return (
    <Group gap="sm">
      <Select
        label={t('transactions.filter.month')}
        data={monthOptions}
        value={String(value.month)}
        onChange={(month) => onChange({ ...value, month: Number(month ?? NONE) })}
        allowDeselect={false}
        w={180}
      />
      <Select
        label={t('transactions.filter.year')}
        data={yearOptions}
        value={String(value.year)}
        onChange={(year) => onChange({ ...value, year: Number(year ?? NONE) })}
        allowDeselect={false}
        w={140}
      />
    </Group>
  );
}
