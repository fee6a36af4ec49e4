import { Container, Text, Title } from '@mantine/core';

/** Stands in for a screen that a later piece of work builds. */
export function Placeholder({ title }: { title: string }) {
  return (
    <Container size="md" py="xl">
      <Title order={1}>{title}</Title>
      <Text c="dimmed" mt="sm">
        This screen is on its way.
      </Text>
    </Container>
  );
}
