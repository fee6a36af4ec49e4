import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';

const promises = [
  {
    mark: '3′',
    title: 'About 3 minutes',
    text: 'Your birth details and a handful of turning points in your life are all it takes. Add more whenever you like.',
  },
  {
    mark: '★',
    title: 'A drawing every week',
    text: 'Leave your e-mail and add at least one event: you are in that week’s drawing. We pick one entry at random once the week is over.',
  },
  {
    mark: '1h',
    title: 'Win a 1-hour consultation',
    text: 'The winner gets a free hour with one of our astrologers, to talk through their chart and their timeline.',
  },
] as const;

/** What the research asks of a visitor and what it offers in return. */
export function ResearchPromises() {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      {promises.map((promise) => (
        <Card key={promise.title} withBorder padding="lg">
          <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
            {promise.mark}
          </ThemeIcon>
          <Title order={3} size="h4" mt="md">
            {promise.title}
          </Title>
          <Text mt="xs" c="dimmed">
            {promise.text}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
