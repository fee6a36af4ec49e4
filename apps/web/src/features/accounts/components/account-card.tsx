import { Box, Container, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of every sign-in, sign-up and password screen. */
export function AccountCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Container size={480} py="xl">
      <Paper withBorder shadow="sm" p="xl" radius="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        {intro && (
          <Text c="dimmed" size="sm" mt={4}>
            {intro}
          </Text>
        )}
        <Box mt="lg">{children}</Box>
      </Paper>
    </Container>
  );
}
