import '@mantine/dates/styles.css';
import { DateInput } from '@mantine/dates';
import type { ReactNode } from 'react';
import { birthDateToIso } from '@kusp/contracts';
import { DAY_FORMAT } from '@/lib/dates';

export interface DateFieldProps {
  label: string;
  /** 'YYYY-MM-DD', or '' when empty; each form turns it into the format its API takes. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** 'YYYY-MM-DD' bounds. */
  minDate?: string;
  maxDate?: string;
  error?: ReactNode;
  required?: boolean;
}

/** The product's one date picker: shows and takes 'dd-mm-yyyy' in every browser locale. */
export function DateField({ value, onChange, required, ...props }: DateFieldProps) {
  return (
    <DateInput
      {...props}
      placeholder="dd-mm-yyyy"
      valueFormat={DAY_FORMAT}
      dateParser={birthDateToIso}
      value={value || null}
      onChange={(iso) => onChange(iso ?? '')}
      withAsterisk={required}
    />
  );
}
