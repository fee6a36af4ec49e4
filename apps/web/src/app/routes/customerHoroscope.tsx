import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { href } from '@kusp/contracts';
import { useProfile } from '@/features/horoscopes/api/get-profile';
import {
  useGeneralPrediction,
  useSaveGeneralPrediction,
} from '@/features/horoscopes/api/prediction';
import { PredictionEditor } from '@/features/horoscopes/components/prediction-editor';
import { errorMessage } from '@/lib/api-client';

/** Edits the general prediction of a customer, then goes back to the customer portal. */
export default function CustomerHoroscopeScreen() {
  const { t } = useTranslation('clients');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const profile = useProfile(id);
  const prediction = useGeneralPrediction(id);
  const save = useSaveGeneralPrediction(id);
  if (!id) return <Navigate to="/" replace />;
  return (
    <Stack gap="md" maw={820}>
      <div>
        <Title order={1} size="h2">
          {t('routes:customerHoroscope')}
        </Title>
        {profile.data && <Text c="dimmed">{profile.data.name}</Text>}
      </div>
      {prediction.isError ? (
        <Alert color="red">{errorMessage(prediction.error)}</Alert>
      ) : prediction.data ? (
        <PredictionEditor
          items={prediction.data.content}
          onSave={async (items) => {
            await save.mutateAsync(items);
            await navigate(href('customerPortal', { horoscopeId: id }));
          }}
        />
      ) : (
        <Loader aria-label={t('prediction.loading')} />
      )}
    </Stack>
  );
}
