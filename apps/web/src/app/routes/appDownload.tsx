import { Grid, List, Paper, Stack, Text, Title } from '@mantine/core';
import { trialDays } from '@kusp/contracts';
import { TrialSignupForm } from '@/features/enquiries/components/trial-signup-form';
import { siteImages } from '@/features/marketing/images';
import { PageIntro } from '@/features/marketing/components/page-intro';
import { PageSection } from '@/features/marketing/components/page-section';

const months = trialDays / 30;

/** The app trial sign-up: Android or iOS, the beta free for three months. */
export default function AppDownloadScreen() {
  return (
    <>
      <PageIntro
        title="Try the Kusp app free"
        lead={`Kusp is in beta on Android and iOS. Join now and use every feature free for ${months} months (${trialDays} days): no card, no commitment.`}
        image={siteImages.appScores}
      />
      <PageSection title="Join the beta">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Paper withBorder radius="md" p="lg">
              <TrialSignupForm />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="sm">
              <Title order={3} size="h4">
                What you get during the beta
              </Title>
              <List spacing="xs">
                <List.Item>
                  Daily love, career, finance and health scores from 1 to 10, worked out from your
                  own birth chart.
                </List.Item>
                <List.Item>Compatibility checks with a partner, friend or colleague.</List.Item>
                <List.Item>Daily advice for the day's planetary weather.</List.Item>
                <List.Item>Questions answered by experienced Vedic astrologers.</List.Item>
              </List>
              <Title order={3} size="h4" mt="md">
                How it works
              </Title>
              <Text>
                Choose your phone and leave your e-mail. We send Android testers a Google Play link
                and iPhone testers a TestFlight invitation. Your {months} free months start the
                first time you sign in to the app, and we will ask before anything becomes paid.
              </Text>
            </Stack>
          </Grid.Col>
        </Grid>
      </PageSection>
    </>
  );
}
