import { useTranslation } from 'react-i18next';
import { Stack, Title } from '@mantine/core';
import { ReviewQueue } from '@/features/operators/components/review-queue';

export default function AdminReviewsScreen() {
  const { t } = useTranslation('routes');
  return (
    <Stack gap="lg">
      <Title order={1}>{t('adminReviews')}</Title>
      <ReviewQueue />
    </Stack>
  );
}
