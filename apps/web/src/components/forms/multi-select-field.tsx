import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useController } from 'react-hook-form';
import { useFieldError } from './field-error';

interface MultiSelectFieldProps extends Omit<MultiSelectProps, 'value' | 'onChange' | 'error'> {
  /** The field's path in the surrounding form (FormProvider): an array of the chosen values. */
  name: string;
}

/** Several choices from a list, of the surrounding form. */
export function MultiSelectField({ name, ...props }: MultiSelectFieldProps) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  return (
    <MultiSelect
      {...props}
      value={(field.value as string[] | undefined) ?? []}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
