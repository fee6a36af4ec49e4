import { useTranslation } from 'react-i18next';
import { Stack, Title } from '@mantine/core';
import { ReportedReviews } from '@/features/operators/components/reported-reviews';

export default function AdminReportedReviewsScreen() {
  const { t } = useTranslation('routes');
  return (
    <Stack gap="lg">
      <Title order={1}>{t('adminReportedReviews')}</Title>
      <ReportedReviews />
    </Stack>
  );
}
