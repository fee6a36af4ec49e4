import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href, type RouteKey } from '@kusp/contracts';
import classes from '@/features/marketing/components/marketing.module.css';
import { PageIntro } from '@/features/marketing/components/page-intro';
import { PageSection } from '@/features/marketing/components/page-section';
import { CardGrid } from '@/features/marketing/components/card-grid';
import { useLanguage } from '@/lib/language';

const principles = ['tested', 'reasons', 'privacy'] as const;

export default function AboutScreen() {
  const { t } = useTranslation('pages');
  const { path } = useLanguage();
  const link = (key: RouteKey) => <Anchor component={Link} to={path(href(key))} />;
  return (
    <>
      <PageIntro title={t('about.title')} lead={t('about.lead')} />
      <PageSection title={t('about.whyTitle')}>
        <Stack gap="md" className={classes.prose}>
          <Text>{t('about.why1')}</Text>
          <Text>{t('about.why2')}</Text>
        </Stack>
      </PageSection>
      <PageSection title={t('about.whatTitle')} tinted>
        <CardGrid columns={3}>
          <Stack gap="xs">
            <Title order={3} size="h4">
              {t('about.researchTitle')}
            </Title>
            <Text>
              <Trans
                t={t}
                i18nKey="about.researchText"
                components={{ research: link('research') }}
              />
            </Text>
          </Stack>
          <Stack gap="xs">
            <Title order={3} size="h4">
              {t('about.consultationsTitle')}
            </Title>
            <Text>{t('about.consultationsText')}</Text>
          </Stack>
          <Stack gap="xs">
            <Title order={3} size="h4">
              {t('about.appTitle')}
            </Title>
            <Text>
              <Trans t={t} i18nKey="about.appText" components={{ app: link('app') }} />
            </Text>
          </Stack>
        </CardGrid>
      </PageSection>
      <PageSection title={t('about.standTitle')}>
        <CardGrid columns={3}>
          {principles.map((principle) => (
            <Paper key={principle} withBorder p="lg" radius="md">
              <Title order={3} size="h4" mb="xs">
                {t(`about.principles.${principle}Title`)}
              </Title>
              <Text>{t(`about.principles.${principle}Text`)}</Text>
            </Paper>
          ))}
        </CardGrid>
      </PageSection>
      <PageSection title={t('about.workTitle')} tinted>
        <Text className={classes.prose}>
          <Trans
            t={t}
            i18nKey="about.work"
            components={{
              partners: link('partners'),
              careers: link('careers'),
              contact: link('contact'),
            }}
          />
        </Text>
      </PageSection>
    </>
  );
}
