import { Grid, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { trialDays } from '@kusp/contracts';
import { TrialSignupForm } from '@/features/enquiries/components/trial-signup-form';
import { useSiteImage } from '@/features/marketing/images';
import { PageIntro } from '@/features/marketing/components/page-intro';
import { PageSection } from '@/features/marketing/components/page-section';

const months = trialDays / 30;
const offers = ['scores', 'compatibility', 'advice', 'questions'] as const;

/** The app trial sign-up: Android or iOS, the beta free for three months. */
export default function AppDownloadScreen() {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageIntro
        title={t('appDownload.title')}
        lead={t('appDownload.lead', { months, days: trialDays })}
        image={useSiteImage('appScores', t('app.imageAlt'))}
      />
      <PageSection title={t('appDownload.joinTitle')}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Paper withBorder radius="md" p="lg">
              <TrialSignupForm />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="sm">
              <Title order={3} size="h4">
                {t('appDownload.getTitle')}
              </Title>
              <List spacing="xs">
                {offers.map((offer) => (
                  <List.Item key={offer}>{t(`appDownload.get.${offer}`)}</List.Item>
                ))}
              </List>
              <Title order={3} size="h4" mt="md">
                {t('appDownload.howTitle')}
              </Title>
              <Text>{t('appDownload.how', { months })}</Text>
            </Stack>
          </Grid.Col>
        </Grid>
      </PageSection>
    </>
  );
}
