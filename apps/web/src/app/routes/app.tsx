import { Anchor, Button, List, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@kusp/contracts';
import { AppFaq } from '@/features/marketing/components/app-faq';
import classes from '@/features/marketing/components/marketing.module.css';
import { PageIntro } from '@/features/marketing/components/page-intro';
import { PageSection } from '@/features/marketing/components/page-section';
import { ScoreGrid } from '@/features/marketing/components/score-grid';
import { betaFreeMonths, loveScore, scoreRange } from '@/features/marketing/content';
import { siteImages, useSiteImage } from '@/features/marketing/images';
import { CardGrid } from '@/features/marketing/components/card-grid';
import { useLanguage } from '@/lib/language';

const compatibilityPoints = ['pull', 'watch', 'plain'] as const;

export default function AppScreen() {
  const { t } = useTranslation('pages');
  const { path } = useLanguage();
  return (
    <>
      <PageIntro
        title={t('app.title')}
        lead={t('app.lead')}
        image={useSiteImage('appScores', t('app.imageAlt'))}
        actions={
          <Button component={Link} to={path(href('appDownload'))} size="md" color="yellow" c="dark">
            {t('app.tryFree', { months: betaFreeMonths })}
          </Button>
        }
      />
      <PageSection title={t('app.scoresTitle', scoreRange)} lead={t('app.scoresLead')}>
        <ScoreGrid />
        <Stack gap="xs" mt="xl" className={classes.prose}>
          <Title order={3} size="h4">
            {t('app.loveTitle')}
          </Title>
          <Text>{t('app.loveText', loveScore)}</Text>
        </Stack>
      </PageSection>
      <PageSection title={t('app.compatibilityTitle')} tinted>
        <CardGrid columns={2}>
          <Stack gap="md" className={classes.prose}>
            <Text>{t('app.compatibilityText')}</Text>
            <List spacing="xs">
              {compatibilityPoints.map((point) => (
                <List.Item key={point}>{t(`app.compatibilityPoints.${point}`)}</List.Item>
              ))}
            </List>
          </Stack>
          <img
            src={siteImages.compatibility.src}
            alt={t('app.compatibilityAlt')}
            width={siteImages.compatibility.width}
            height={siteImages.compatibility.height}
            className={classes.image}
            loading="lazy"
          />
        </CardGrid>
      </PageSection>
      <PageSection title={t('app.answersTitle')}>
        <CardGrid columns={2}>
          <Stack gap="md">
            <Title order={3} size="h4">
              {t('app.askTitle')}
            </Title>
            <Text>{t('app.askText')}</Text>
          </Stack>
          <Stack gap="md">
            <Title order={3} size="h4">
              {t('app.adviceTitle')}
            </Title>
            <Text>{t('app.adviceText')}</Text>
          </Stack>
        </CardGrid>
        <Text mt="xl">
          <Trans
            t={t}
            i18nKey="app.talk"
            components={{ chat: <Anchor component={Link} to={href('userLogin')} /> }}
          />
        </Text>
      </PageSection>
      <PageSection title={t('app.faqTitle')} tinted>
        <AppFaq />
      </PageSection>
    </>
  );
}
