import { Text } from '@mantine/core';

/** A form-wide failure (not tied to one field): small red text under the form, announced. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Text c="red" size="sm" role="alert">
      {message}
    </Text>
  );
}
