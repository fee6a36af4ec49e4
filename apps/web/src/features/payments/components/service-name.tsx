import { Text } from '@mantine/core';
import { serviceLabels, type ServiceCode } from '@kusp/contracts';

/** A service by its name, the spec's Service Code under it (transactions and earnings alike). */
export function ServiceName({ code }: { code: ServiceCode }) {
  return (
    <>
      <Text>{serviceLabels[code]}</Text>
      <Text size="xs" c="dimmed">
        {code}
      </Text>
    </>
  );
}
