import '@mantine/dates/styles.css';
import { TimePicker } from '@mantine/dates';
import type { ReactNode } from 'react';

export interface TimeFieldProps {
  label: string;
  /** 'HH:mm' ('HH:mm:ss' with seconds), or '' while incomplete. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Names the hour, minute and second boxes for screen readers: '<name> hour' and so on. */
  name: string;
  withSeconds?: boolean;
  error?: ReactNode;
  required?: boolean;
}

/** The product's one time picker: a 24-hour clock in every browser locale. */
export function TimeField({ name, required, ...props }: TimeFieldProps) {
  return (
    <TimePicker
      {...props}
      format="24h"
      hoursInputLabel={`${name} hour`}
      minutesInputLabel={`${name} minute`}
      secondsInputLabel={`${name} second`}
      withAsterisk={required}
    />
  );
}
