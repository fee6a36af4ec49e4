import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import classes from '@/features/marketing/components/marketing.module.css';
import { PageIntro } from '@/features/marketing/components/page-intro';
import { privacyEmail } from '@/features/marketing/content';

const collected = ['account', 'enquiry', 'reading', 'research'] as const;
/** The parts after the collection, each a title and one paragraph in `pages.privacy`. */
const parts = ['logs', 'cookies', 'analytics', 'social', 'rights', 'security', 'changes'] as const;

function Part({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export default function PrivacyScreen() {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageIntro title={t('privacy.title')} lead={t('privacy.lead')} />
      <Container size="lg" py={{ base: 40, sm: 56 }} className={classes.content}>
        <Stack gap="xl" className={classes.prose}>
          <Text>{t('privacy.intro')}</Text>
          <Part title={t('privacy.collectionTitle')}>
            <Text>{t('privacy.collectionLead')}</Text>
            <List spacing="xs">
              {collected.map((item) => (
                <List.Item key={item}>{t(`privacy.collection.${item}`)}</List.Item>
              ))}
            </List>
            <Text>{t('privacy.use')}</Text>
          </Part>
          {parts.map((part) => (
            <Part key={part} title={t(`privacy.${part}Title`)}>
              <Text>
                <Trans
                  t={t}
                  i18nKey={`privacy.${part}`}
                  values={{ email: privacyEmail }}
                  components={{ mail: <Anchor href={`mailto:${privacyEmail}`} fw={600} /> }}
                />
              </Text>
            </Part>
          ))}
        </Stack>
      </Container>
    </>
  );
}
