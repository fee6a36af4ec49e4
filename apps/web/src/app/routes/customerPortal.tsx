import { Center, Grid, Loader, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useProfile } from '@/features/horoscopes/api/get-profile';
import { CustomerDetails } from '@/features/horoscopes/components/customer-details';
import { PortalChat } from '@/features/horoscopes/components/portal-chat';
import { HoroscopeCharts } from '@/components/charts/horoscope-charts';

/**
 * The customer portal: Chat beside Details on wide screens, Charts below; stacked on a phone. Without an id, or
 * for a customer without a phone (or not this astrologer's), it goes to / as the spec says.
 */
export default function CustomerPortalScreen() {
  const { t } = useTranslation('clients');
  const { horoscopeId } = useParams();
  const profile = useProfile(horoscopeId);
  if (!horoscopeId || profile.isError || (profile.isSuccess && !profile.data?.phone)) {
    return <Navigate to="/" replace />;
  }
  if (!profile.data)
    return (
      <Center mih={240}>
        <Loader aria-label={t('portal.loading')} />
      </Center>
    );
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <PortalChat profile={profile.data} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <CustomerDetails profile={profile.data} />
      </Grid.Col>
      <Grid.Col span={12}>
        <Paper withBorder p="md">
          <Title order={2} size="h3" mb="sm">
            {t('portal.charts')}
          </Title>
          <HoroscopeCharts horoscopeId={horoscopeId} />
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
