import { List, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NewsletterForm } from '@/features/enquiries/components/newsletter-form';
import { PageIntro } from '@/features/marketing/components/page-intro';
import { PageSection } from '@/features/marketing/components/page-section';

const offers = ['movements', 'articles', 'news'] as const;

export default function NewsletterScreen() {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageIntro title={t('newsletter.title')} lead={t('newsletter.lead')} />
      <PageSection title={t('newsletter.subscribeTitle')}>
        <Stack gap="xl" maw={640}>
          <Paper withBorder radius="md" p="lg">
            <NewsletterForm />
          </Paper>
          <div>
            <Text fw={700} mb="xs">
              {t('newsletter.getTitle')}
            </Text>
            <List spacing="xs">
              {offers.map((offer) => (
                <List.Item key={offer}>{t(`newsletter.get.${offer}`)}</List.Item>
              ))}
            </List>
          </div>
          <Text size="sm" c="gray.7">
            {t('newsletter.use')}
          </Text>
        </Stack>
      </PageSection>
    </>
  );
}
