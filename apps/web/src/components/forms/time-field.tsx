import '@mantine/dates/styles.css';
import { TimePicker } from '@mantine/dates';
import { useController } from 'react-hook-form';

export interface TimeFieldProps {
  /** The field's path in the surrounding form (FormProvider): 'HH:mm' ('HH:mm:ss' with seconds), '' while incomplete. */
  name: string;
  label: string;
  /** Names the hour, minute and second boxes for screen readers: '<boxesLabel> hour' and so on. */
  boxesLabel: string;
  withSeconds?: boolean;
  required?: boolean;
}

/** The product's one time picker: a 24-hour clock in every browser locale. */
export function TimeField({ name, boxesLabel, required, ...props }: TimeFieldProps) {
  const { field, fieldState } = useController({ name });
  return (
    <TimePicker
      {...props}
      format="24h"
      hoursInputLabel={`${boxesLabel} hour`}
      minutesInputLabel={`${boxesLabel} minute`}
      secondsInputLabel={`${boxesLabel} second`}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      withAsterisk={required}
    />
  );
}
