import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ServiceCode } from '@kusp/contracts';

/** A service by its name, the spec's Service Code under it (transactions and earnings alike). */
export function ServiceName({ code }: { code: ServiceCode }) {
  const { t } = useTranslation('payments');
  return (
    <>
      <Text>{t(`services.${code}`)}</Text>
      {/* The code itself is an identifier, quoted to support as it is. */}
      <Text size="xs" c="dimmed" lang="en">
        {code}
      </Text>
    </>
  );
}
