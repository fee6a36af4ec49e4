import { genderLabels, messages } from '@kusp/contracts';
import { Button, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { href, type HoroscopeProfile } from '@kusp/contracts';
import classes from '@/components/charts/charts.module.css';
import { errorMessage } from '@/lib/api-client';
import { birthDayOf } from '@/lib/dates';
import { notifyError } from '@/lib/notify';
import { CommentsTab } from './comments-tab';
import { HoroscopeEmailForm } from './horoscope-email-form';
import { PaymentLinkTab } from './payment-link-tab';
import { useDownloadHoroscopePdf } from '../api/horoscope-pdf';
import { usePortalConversation } from '../api/portal';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    // A long e-mail address wraps rather than widening the page.
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{value}</Text>
    </div>
  );
}

/** The Details part of the customer portal: birth data, prediction, horoscope e-mail, comments, payment links. */
export function CustomerDetails({ profile }: { profile: HoroscopeProfile }) {
  const conversation = usePortalConversation(profile);
  const pdf = useDownloadHoroscopePdf();
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Title order={2} size="h3">
          Details
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Detail label="Name" value={profile.name} />
          <Detail label="Gender" value={genderLabels[profile.gender]} />
          <Detail label="Birth Place" value={profile.birthPlace} />
          <Detail label="Birth Date" value={birthDayOf(profile.birthDate)} />
          <Detail label="Birth Time" value={profile.birthTime} />
          <Detail label="E-mail" value={conversation.data?.customerEmail ?? 'None yet'} />
        </SimpleGrid>
        <div className={classes.noPrint}>
          <Stack gap="md">
            <Group gap="sm">
              <Button
                component={Link}
                to={href('customerHoroscope', { id: profile.horoscopeId })}
                variant="light"
              >
                Edit General Prediction
              </Button>
              <Button
                variant="light"
                loading={pdf.isPending}
                onClick={() =>
                  pdf.mutate(profile, {
                    onError: (error) =>
                      notifyError(errorMessage(error, messages.generic.unableToService)),
                  })
                }
              >
                Download PDF
              </Button>
            </Group>
            <HoroscopeEmailForm profile={profile} />
            <Tabs defaultValue="comments">
              <Tabs.List>
                <Tabs.Tab value="comments">Comments</Tabs.Tab>
                <Tabs.Tab value="payment-link">Payment Link</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="comments" pt="sm">
                <CommentsTab horoscopeId={profile.horoscopeId} />
              </Tabs.Panel>
              <Tabs.Panel value="payment-link" pt="sm">
                <PaymentLinkTab profile={profile} />
              </Tabs.Panel>
            </Tabs>
          </Stack>
        </div>
      </Stack>
    </Paper>
  );
}
