import { Select, type SelectProps } from '@mantine/core';
import { useController } from 'react-hook-form';
import { useFieldError } from './field-error';

interface SelectFieldProps extends Omit<SelectProps, 'value' | 'onChange' | 'error'> {
  /** The field's path in the surrounding form (FormProvider); '' while nothing is chosen. */
  name: string;
}

/** One choice from a list, of the surrounding form. */
export function SelectField({ name, ...props }: SelectFieldProps) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  return (
    <Select
      {...props}
      value={(field.value as string | undefined) || null}
      onChange={(value) => field.onChange(value ?? '')}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
