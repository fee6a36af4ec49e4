import { get, useFormState } from 'react-hook-form';

/** The message of the named field's error in the surrounding form (FormProvider), if any. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  return (get(errors, name) as { message?: string } | undefined)?.message;
}
