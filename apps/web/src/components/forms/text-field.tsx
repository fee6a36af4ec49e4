import { Textarea, TextInput, type TextareaProps, type TextInputProps } from '@mantine/core';
import { useFormContext, type RegisterOptions } from 'react-hook-form';
import { useFieldError } from './field-error';

interface Registered {
  /** The field's path in the surrounding form (FormProvider): registration and error come from it. */
  name: string;
  /** Passed to `register`, e.g. an `onBlur` that runs after the form's own. */
  registerOptions?: RegisterOptions;
}

/** A text input of the surrounding form; label, description and asterisk pass through to Mantine. */
export function TextField({ name, registerOptions, ...props }: TextInputProps & Registered) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return <TextInput {...props} error={error} {...register(name, registerOptions)} />;
}

/** A multi-line text input of the surrounding form, as TextField. */
export function TextareaField({ name, registerOptions, ...props }: TextareaProps & Registered) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return <Textarea {...props} error={error} {...register(name, registerOptions)} />;
}
