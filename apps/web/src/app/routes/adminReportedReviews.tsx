import { Stack, Title } from '@mantine/core';
import { ReportedReviews } from '@/features/operators/components/reported-reviews';

export default function AdminReportedReviewsScreen() {
  return (
    <Stack gap="lg">
      <Title order={1}>Reported reviews</Title>
      <ReportedReviews />
    </Stack>
  );
}
