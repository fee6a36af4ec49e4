import { Button, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@kusp/contracts';
import { ActionCard } from '@/features/marketing/components/action-card';
import { PageIntro } from '@/features/marketing/components/page-intro';
import { PageSection } from '@/features/marketing/components/page-section';
import { betaFreeMonths } from '@/features/marketing/content';
import { useSiteImage } from '@/features/marketing/images';
import { CardGrid } from '@/features/marketing/components/card-grid';
import { useLanguage } from '@/lib/language';

const offers = ['research', 'consultations', 'app'] as const;

export default function HomeScreen() {
  const { t } = useTranslation('home');
  const { path } = useLanguage();
  return (
    <>
      <PageIntro
        title={t('title')}
        lead={t('lead')}
        image={useSiteImage('birthChart', t('imageAlt'))}
        actions={
          <>
            <Button
              component={Link}
              to={path(href('appDownload'))}
              size="md"
              color="yellow"
              c="dark"
            >
              {t('tryApp')}
            </Button>
            <Button component={Link} to={path(href('research'))} size="md" variant="white" c="dark">
              {t('startResearch')}
            </Button>
          </>
        }
      />
      <PageSection title={t('offers.title')} lead={t('offers.lead')}>
        <CardGrid columns={3}>
          {offers.map((offer) => (
            <Paper key={offer} withBorder p="lg" radius="md">
              <Title order={3} size="h4" mb="xs">
                {t(`offers.${offer}Title`)}
              </Title>
              <Text>{t(`offers.${offer}Text`)}</Text>
            </Paper>
          ))}
        </CardGrid>
      </PageSection>
      <PageSection title={t('tools.title')} lead={t('tools.lead')} tinted>
        <CardGrid columns={3}>
          <ActionCard
            title={t('tools.kundliTitle')}
            text={t('tools.kundliText')}
            to={path(href('kundli'))}
            action={t('tools.kundliAction')}
          />
          <ActionCard
            title={t('tools.panchangTitle')}
            text={t('tools.panchangText')}
            to={path(href('panchang'))}
            action={t('tools.panchangAction')}
          />
          <ActionCard
            title={t('tools.matchingTitle')}
            text={t('tools.matchingText')}
            to={path(href('kundliMatching'))}
            action={t('tools.matchingAction')}
          />
        </CardGrid>
      </PageSection>
      <PageSection title={t('start.title')}>
        <CardGrid columns={4}>
          <ActionCard
            title={t('start.betaTitle')}
            text={t('start.betaText', { count: betaFreeMonths })}
            to={path(href('appDownload'))}
            action={t('start.betaAction')}
          />
          <ActionCard
            title={t('start.appTitle')}
            text={t('start.appText')}
            to={path(href('app'))}
            action={t('start.appAction')}
          />
          <ActionCard
            title={t('start.eventsTitle')}
            text={t('start.eventsText')}
            to={path(`${href('research')}/#begin`)}
            action={t('start.eventsAction')}
          />
          <ActionCard
            title={t('start.researchTitle')}
            text={t('start.researchText')}
            to={path(href('research'))}
            action={t('start.researchAction')}
          />
        </CardGrid>
      </PageSection>
    </>
  );
}
