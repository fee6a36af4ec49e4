import { useState } from 'react';
import type { FieldValues, Path, useForm } from 'react-hook-form';
import { messages } from '@kusp/contracts';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formFieldOf } from './birth-details';

/** Sends the form's request; the server's field errors go under their fields, the rest below. */
export function useToolSubmit<V extends FieldValues>(
  form: ReturnType<typeof useForm<V>>,
  send: (values: V) => Promise<unknown>,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await send(values);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
        for (const [field, text] of Object.entries(error.errors))
          form.setError(formFieldOf(field) as Path<V>, { message: text });
      } else setFailure(errorMessage(error, messages.generic.unableToService));
    }
  });
  return { onSubmit, failure };
}
