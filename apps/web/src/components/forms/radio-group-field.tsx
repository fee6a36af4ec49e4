import { Group, Radio, type RadioGroupProps } from '@mantine/core';
import { useController } from 'react-hook-form';
import { useFieldError } from './field-error';

interface RadioGroupFieldProps extends Omit<RadioGroupProps, 'children' | 'value' | 'onChange'> {
  /** The field's path in the surrounding form (FormProvider). */
  name: string;
  options: readonly { value: string; label: string }[];
}

/** One choice among a few, side by side, of the surrounding form. */
export function RadioGroupField({ name, options, ...props }: RadioGroupFieldProps) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  return (
    <Radio.Group
      {...props}
      value={(field.value as string | undefined) ?? null}
      onChange={field.onChange}
      error={error}
    >
      <Group mt="xs">
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}
