import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { signInThenBackTo } from '@/lib/return-path';

/** The page guard's login prompt for a public visitor; signing in comes back to `returnTo`. */
export function SignInPrompt({ title, returnTo }: { title: string; returnTo: string }) {
  const { t } = useTranslation('orders');
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl">
        <Stack gap="md" align="flex-start">
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text>{t('signIn.text')}</Text>
          <Button component={Link} to={signInThenBackTo(returnTo)}>
            {t('signIn.button')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
