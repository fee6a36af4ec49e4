import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { signInThenBackTo } from '@/lib/return-path';

/** The page guard's login prompt for a public visitor; signing in comes back to `returnTo`. */
export function SignInPrompt({ title, returnTo }: { title: string; returnTo: string }) {
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl">
        <Stack gap="md" align="flex-start">
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text>Please sign in to continue.</Text>
          <Button component={Link} to={signInThenBackTo(returnTo)}>
            Sign In
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
