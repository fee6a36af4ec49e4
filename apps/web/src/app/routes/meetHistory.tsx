import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MeetHistory } from '@/features/video/components/meet-history';
import { PastCalls } from '@/features/video/components/past-calls';

/** The spec's Ongoing Meets, with the caller's past calls under it (issue 42). */
export default function MeetHistoryScreen() {
  const { t } = useTranslation('video');
  return (
    <Stack gap="xl">
      <div>
        <Title order={1} size="h2" mb="md">
          {t('meetings')}
        </Title>
        <MeetHistory />
      </div>
      <PastCalls />
    </Stack>
  );
}
