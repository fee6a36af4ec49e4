import { messages } from '@kusp/contracts';
import { Button, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('clients');
  const conversation = usePortalConversation(profile);
  const pdf = useDownloadHoroscopePdf();
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('details.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Detail label={t('details.name')} value={profile.name} />
          <Detail label={t('details.gender')} value={t(`forms:genders.${profile.gender}`)} />
          <Detail label={t('details.birthPlace')} value={profile.birthPlace} />
          <Detail label={t('details.birthDate')} value={birthDayOf(profile.birthDate)} />
          <Detail label={t('details.birthTime')} value={profile.birthTime} />
          <Detail
            label={t('details.email')}
            value={conversation.data?.customerEmail ?? t('details.noEmail')}
          />
        </SimpleGrid>
        <div className={classes.noPrint}>
          <Stack gap="md">
            <Group gap="sm">
              <Button
                component={Link}
                to={href('customerHoroscope', { id: profile.horoscopeId })}
                variant="light"
              >
                {t('details.editPrediction')}
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
                {t('details.downloadPdf')}
              </Button>
            </Group>
            <HoroscopeEmailForm profile={profile} />
            <Tabs defaultValue="comments">
              <Tabs.List>
                <Tabs.Tab value="comments">{t('details.comments')}</Tabs.Tab>
                <Tabs.Tab value="payment-link">{t('details.paymentLink')}</Tabs.Tab>
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
