import { useTranslation } from 'react-i18next';
import { PLACE_OWN_TIMEZONE, timezoneOffsets } from '@kusp/contracts';
import { SelectField } from './select-field';

export interface TimezoneSelectProps {
  /** The field's path in the surrounding form: '+05:30' style, or '-1' for the birth place's own zone. */
  name: string;
  label?: string;
}

/** GMT -12:00 to +14:00 with the half and quarter hours, or the place's own zone ('-1'). */
export function TimezoneSelect({ name, label }: TimezoneSelectProps) {
  const { t } = useTranslation('forms');
  const options = [
    { value: PLACE_OWN_TIMEZONE, label: t('placeOwnTimezone') },
    ...timezoneOffsets.map((offset) => ({ value: offset, label: t('gmtOffset', { offset }) })),
  ];
  return (
    <SelectField
      name={name}
      label={label ?? t('timezone')}
      placeholder={t('timezonePlaceholder')}
      data={options}
      allowDeselect={false}
      withAsterisk
      searchable
      // Mantine keeps a closed dropdown mounted (hidden): its ~60 options would render with the page.
      comboboxProps={{ keepMounted: false }}
    />
  );
}
