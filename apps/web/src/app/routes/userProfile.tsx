import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { messages } from '@kusp/contracts';
import { useMe } from '@/features/accounts/api/get-me';
import { useOwnProfile } from '@/hooks/use-own-profile';
import { useSaveOwnProfile } from '@/features/horoscopes/api/save-profile';
import { BirthProfileForm } from '@/features/horoscopes/components/birth-profile-form';
import { CreditsBalance } from '@/features/payments/components/credits-balance';
import { errorMessage } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/session';

/** The customer's profile: the credits balance with Buy Credits, and the horoscope profile. */
export default function UserProfileScreen() {
  const { t } = useTranslation('profile');
  const userId = useSession((s) => s.userId);
  const setHoroscope = useSession((s) => s.setHoroscope);
  const own = useOwnProfile(userId);
  // Before the first save the form starts with the first name given at sign-up.
  const me = useMe(own.data === null ? userId : null);
  const save = useSaveOwnProfile();
  return (
    <Stack gap="md" maw={820}>
      <Title order={1} size="h2">
        {t('routes:userProfile')}
      </Title>
      <CreditsBalance />
      <Paper withBorder p="md">
        <Title order={2} size="h3" mb="xs">
          {t('horoscopeProfile')}
        </Title>
        <Text c="dimmed" size="sm" mb="md">
          {t('horoscopeLead')}
        </Text>
        {own.isError ? (
          <Alert color="red">{errorMessage(own.error)}</Alert>
        ) : own.isSuccess && (own.data !== null || !me.isPending) ? (
          <BirthProfileForm
            profile={own.data}
            firstName={me.data?.firstName}
            requirePhone={false}
            submitLabel={t('save')}
            onSave={async (body) => {
              const saved = await save.mutateAsync({ id: own.data?.horoscopeId, body });
              setHoroscope(saved);
              notifySuccess(messages.horoscope.updated);
            }}
          />
        ) : (
          <Loader aria-label={t('loading')} />
        )}
      </Paper>
    </Stack>
  );
}
