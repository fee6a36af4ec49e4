import '@mantine/dates/styles.css';
import { TimePicker } from '@mantine/dates';
import { useRef } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from './field-error';

export interface TimeFieldProps {
  /** The field's path in the surrounding form (FormProvider): 'HH:mm' or 'HH:mm:ss', '' while incomplete. */
  name: string;
  label: string;
  /** Names the hour, minute and second boxes for screen readers: '<boxesLabel> hour' and so on. */
  boxesLabel: string;
  /** Offers a seconds box, which may be left empty (most birth times are known to the minute). */
  withSeconds?: boolean;
  required?: boolean;
}

const twoDigits = (box: HTMLInputElement | null) => {
  const value = box?.value.trim() ?? '';
  return /^\d{1,2}$/.test(value) ? value.padStart(2, '0') : null;
};

/** The product's one time picker: a 24-hour clock in every browser locale. */
export function TimeField({ name, boxesLabel, required, withSeconds, ...props }: TimeFieldProps) {
  const { t } = useTranslation('forms');
  const { field } = useController({ name });
  const error = useFieldError(name);
  const hours = useRef<HTMLInputElement>(null);
  const minutes = useRef<HTMLInputElement>(null);
  const seconds = useRef<HTMLInputElement>(null);
  // Mantine reports '' until every box is filled, so an hour and minute with the seconds left
  // empty are read from their boxes when the field loses focus.
  const onBlur = () => {
    const [hour, minute] = [twoDigits(hours.current), twoDigits(minutes.current)];
    if (withSeconds && !field.value && hour && minute && !seconds.current?.value.trim()) {
      field.onChange(`${hour}:${minute}`);
    }
    field.onBlur();
  };
  return (
    <TimePicker
      {...props}
      format="24h"
      withSeconds={withSeconds}
      hoursRef={hours}
      minutesRef={minutes}
      secondsRef={seconds}
      hoursInputLabel={t('hour', { field: boxesLabel })}
      minutesInputLabel={t('minute', { field: boxesLabel })}
      secondsInputLabel={t('second', { field: boxesLabel })}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={onBlur}
      error={error}
      withAsterisk={required}
    />
  );
}
