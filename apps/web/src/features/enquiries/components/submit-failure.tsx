import { Alert } from '@mantine/core';
import { errorMessage } from '@/lib/api-client';

/** The error state of a failed submit: the server's message stays in the form after the toast. */
export function SubmitFailure({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light">
      {errorMessage(error)}
    </Alert>
  );
}
