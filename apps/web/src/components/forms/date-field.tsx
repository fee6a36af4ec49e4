import '@mantine/dates/styles.css';
// The picker's month and weekday names in Hindi (dayjs's locale; digits stay as they are).
import 'dayjs/locale/hi';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from './field-error';
import { birthDateToIso } from '@kusp/contracts';
import { DAY_FORMAT } from '@/lib/dates';
import { useLanguage } from '@/lib/language';

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
  /** A date of birth: an empty picker opens on the decades around 30 years ago, not this month. */
  birth?: boolean;
}

/** Where an empty date-of-birth picker opens: the first of January 30 years back. */
const likelyBirthDate = (today = new Date()) => `${today.getFullYear() - 30}-01-01`;

const likelyBirthView = () => ({ defaultDate: likelyBirthDate(), defaultLevel: 'decade' as const });

const isoToDmy = (iso: string) => iso.split('-').reverse().join('-');

/**
 * The product's one date picker, outside a form too (the panchang's day): shows and takes
 * 'dd-mm-yyyy' in every browser locale, its month and weekday names in the chosen language.
 */
export function DayInput(props: Omit<DateInputProps, 'valueFormat' | 'locale' | 'dateParser'>) {
  const { t } = useTranslation('forms');
  const { language } = useLanguage();
  return (
    <DateInput
      placeholder={t('datePlaceholder')}
      {...props}
      valueFormat={DAY_FORMAT}
      locale={language}
      dateParser={birthDateToIso}
    />
  );
}

/** A form's date field (FormProvider), held as 'YYYY-MM-DD' or 'dd-MM-yyyy'. */
export function DateField({ name, stores = 'iso', required, birth, ...props }: DateFieldProps) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  const held = (field.value as string | null | undefined) ?? '';
  const iso = stores === 'dmy' ? birthDateToIso(held) : held;
  return (
    <DayInput
      {...props}
      value={iso || null}
      onChange={(picked) =>
        field.onChange(picked && stores === 'dmy' ? isoToDmy(picked) : (picked ?? ''))
      }
      onBlur={field.onBlur}
      error={error}
      withAsterisk={required}
      {...(birth && !iso ? likelyBirthView() : {})}
    />
  );
}
