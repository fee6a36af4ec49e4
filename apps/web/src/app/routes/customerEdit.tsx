import { Alert, Loader, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { href, messages } from '@kusp/contracts';
import { useProfile } from '@/features/horoscopes/api/get-profile';
import { useSaveCustomer } from '@/features/horoscopes/api/save-profile';
import { BirthProfileForm } from '@/features/horoscopes/components/birth-profile-form';
import { errorMessage } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';

export default function CustomerEditScreen() {
  const { t } = useTranslation('clients');
  const { horoscopeId } = useParams();
  const navigate = useNavigate();
  const profile = useProfile(horoscopeId);
  const save = useSaveCustomer();
  if (!horoscopeId) return <Navigate to="/" replace />;
  return (
    <Stack gap="md" maw={820}>
      <Title order={1} size="h2">
        {t('routes:customerEdit')}
      </Title>
      {profile.isError ? (
        <Alert color="red">{errorMessage(profile.error)}</Alert>
      ) : profile.data ? (
        <Paper withBorder p="md">
          <BirthProfileForm
            profile={profile.data}
            requirePhone
            submitLabel={t('edit.save')}
            onSave={async (body) => {
              await save.mutateAsync({ id: horoscopeId, body });
              notifySuccess(messages.horoscope.updated);
              await navigate(href('customerPortal', { horoscopeId }));
            }}
          />
        </Paper>
      ) : (
        <Loader aria-label={t('edit.loading')} />
      )}
    </Stack>
  );
}
