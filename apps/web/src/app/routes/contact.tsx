import { Anchor, Grid, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@kusp/contracts';
import { EnquiryForm } from '@/features/enquiries/components/enquiry-form';
import { PageIntro } from '@/features/marketing/components/page-intro';
import { PageSection } from '@/features/marketing/components/page-section';
import { useLanguage } from '@/lib/language';

const types = ['individual', 'media', 'partnerships'] as const;

export default function ContactScreen() {
  const { t } = useTranslation('pages');
  const { path } = useLanguage();
  return (
    <>
      <PageIntro title={t('contact.title')} lead={t('contact.lead')} />
      <PageSection title={t('contact.sendTitle')}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <EnquiryForm />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder radius="md" p="lg">
              <Stack gap="sm">
                <Title order={3} size="h4">
                  {t('contact.whichTitle')}
                </Title>
                <List spacing="xs" size="sm">
                  {types.map((type) => (
                    <List.Item key={type}>
                      <Trans
                        t={t}
                        i18nKey={`contact.${type}`}
                        components={{
                          b: <strong />,
                          anchor: <Anchor component={Link} to={path(href('partners'))} inherit />,
                        }}
                      />
                    </List.Item>
                  ))}
                </List>
                <Text size="sm">
                  <Trans
                    t={t}
                    i18nKey="contact.courses"
                    components={{
                      anchor: <Anchor component={Link} to={path(href('learnAstrology'))} />,
                    }}
                  />
                </Text>
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </PageSection>
    </>
  );
}
