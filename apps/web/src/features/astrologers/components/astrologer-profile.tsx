import { Alert, Center, Grid, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useAstrologerProfile } from '../api/get-astrologer-profile';
import { ProfileForm } from './profile-form';
import { ProfilePicture } from './profile-picture';
import { ProfileServices } from './profile-services';

/** The astrologer's landing page: photo, services and the profile form. */
export function AstrologerProfilePage() {
  const { t } = useTranslation('astrologerProfile');
  const userId = useSession((s) => s.userId);
  const profile = useAstrologerProfile(userId);
  if (profile.isPending)
    return (
      <Center mih={240}>
        <Loader aria-label={t('loading')} />
      </Center>
    );
  if (profile.isError) return <Alert color="red">{errorMessage(profile.error)}</Alert>;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('routes:astrologerProfile')}</Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <ProfilePicture profile={profile.data} />
            <ProfileServices profile={profile.data} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <ProfileForm profile={profile.data} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
