import '@mantine/dates/styles.css';
import { DateInput } from '@mantine/dates';
import { useController } from 'react-hook-form';
import { birthDateToIso } from '@kusp/contracts';
import { DAY_FORMAT } from '@/lib/dates';

export interface DateFieldProps {
  /** The field's path in the surrounding form (FormProvider). */
  name: string;
  label: string;
  /**
   * How the form holds the date: 'YYYY-MM-DD' (the default) or 'dd-MM-yyyy', which the research
   * API takes; '' while empty.
   */
  stores?: 'iso' | 'dmy';
  /** 'YYYY-MM-DD' bounds. */
  minDate?: string;
  maxDate?: string;
  required?: boolean;
}

const isoToDmy = (iso: string) => iso.split('-').reverse().join('-');

/** The product's one date picker: shows and takes 'dd-mm-yyyy' in every browser locale. */
export function DateField({ name, stores = 'iso', required, ...props }: DateFieldProps) {
  const { field, fieldState } = useController({ name });
  const held = (field.value as string | null | undefined) ?? '';
  const iso = stores === 'dmy' ? birthDateToIso(held) : held;
  return (
    <DateInput
      {...props}
      placeholder="dd-mm-yyyy"
      valueFormat={DAY_FORMAT}
      dateParser={birthDateToIso}
      value={iso || null}
      onChange={(picked) =>
        field.onChange(picked && stores === 'dmy' ? isoToDmy(picked) : (picked ?? ''))
      }
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      withAsterisk={required}
    />
  );
}
