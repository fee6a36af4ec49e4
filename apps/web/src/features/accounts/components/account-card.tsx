import { Box, Container, Group, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '@/components/layout/language-switch';

/** The frame of every sign-in, sign-up and password screen, with the language switch. */
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
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={1} size="h2">
            {title}
          </Title>
          <LanguageSwitch />
        </Group>
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
