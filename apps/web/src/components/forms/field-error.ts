import { get, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@kusp/contracts';

/**
 * The message of the named field's error in the surrounding form (FormProvider), if any, in the
 * chosen language (schemas and the server write the spec's English).
 */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const { i18n } = useTranslation();
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  return message === undefined ? undefined : translateMessage(i18n, message);
}
