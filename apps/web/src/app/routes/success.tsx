import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { href } from '@kusp/contracts';
import { thankYouMessage } from '@/features/enquiries/thank-you';
import { translateMessage } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';

const STAR = '★';

/** The thank-you screen: the server's message kept for this screen type, or home without one. */
export default function SuccessScreen() {
  const { t } = useTranslation('orders');
  const { path } = useLanguage();
  const { screenType } = useParams();
  const message = thankYouMessage(screenType);
  if (!message) return <Navigate to="/" replace />;
  return (
    <Container size="sm" py={{ base: 40, sm: 80 }}>
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md" align="center" ta="center">
          <Text fz={48} lh={1} aria-hidden>
            {STAR}
          </Text>
          <Title order={1}>{t('thankYou.title')}</Title>
          <Text size="lg" role="status">
            {translateMessage(message)}
          </Text>
          <Group justify="center" mt="sm">
            <Button component={Link} to={path(href('home'))}>
              {t('thankYou.home')}
            </Button>
            <Button component={Link} to={path(href('blog'))} variant="light">
              {t('thankYou.blog')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
