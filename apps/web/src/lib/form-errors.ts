import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/** Puts the server's field errors under the fields the form has. */
export function showFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  if (!(error instanceof ApiError)) return;
  for (const [field, message] of Object.entries(error.errors)) {
    const name = fields.find((f) => f === field);
    if (name) setError(name, { message });
  }
}
