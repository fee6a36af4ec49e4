import { Button, Center, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The frame of every page the payer of a payment link sees (pay, already paid, cancelled, thank
 * you): one card with a heading, what it means, and the way back to Kusp.
 */
export function PaymentLinkPage({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  /** The page's own button (Pay); "Go to Kusp" follows it. */
  action?: ReactNode;
}) {
  const { t } = useTranslation('clients');
  return (
    <Center mih={360} p="md">
      <Paper withBorder p="xl" w="100%" maw={520}>
        <Stack gap="sm" align="center" ta="center">
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
          {action}
          <Button component={Link} to="/" variant="light">
            {t('payer.goToKusp')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
