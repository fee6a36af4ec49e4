import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// Each promise's mark, title and text are catalogue keys `research:promises.<name>…`.
const promises = ['minutes', 'drawing', 'prize'] as const;

/** What the research asks of a visitor and what it offers in return. */
export function ResearchPromises() {
  const { t } = useTranslation('research');
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      {promises.map((promise) => (
        <Card key={promise} withBorder padding="lg">
          <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
            {t(`promises.${promise}Mark`)}
          </ThemeIcon>
          <Title order={3} size="h4" mt="md">
            {t(`promises.${promise}Title`)}
          </Title>
          <Text mt="xs" c="dimmed">
            {t(`promises.${promise}Text`)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
