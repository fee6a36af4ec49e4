import { Button, Container, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { roleHome } from '@kusp/contracts';
import { useSession } from '@/lib/session';

/** What an address that leads nowhere shows (the server answers it with status 404). */
export function NotFound() {
  const role = useSession((s) => s.role);
  const { t } = useTranslation();
  const title = t('notFound.title');
  useEffect(() => {
    document.title = t('pageTitle', { title });
  }, [t, title]);
  return (
    <Container size="sm" py={64}>
      <Text c="dimmed" fw={600}>
        404
      </Text>
      <Title order={1}>{title}</Title>
      <Text mt="sm">{t('notFound.text')}</Text>
      <Button component={Link} to={roleHome[role]} mt="lg">
        {t('notFound.home')}
      </Button>
    </Container>
  );
}
