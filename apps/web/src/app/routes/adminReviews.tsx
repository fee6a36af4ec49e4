import { Stack, Title } from '@mantine/core';
import { ReviewQueue } from '@/features/operators/components/review-queue';

export default function AdminReviewsScreen() {
  return (
    <Stack gap="lg">
      <Title order={1}>Astrologer reviews</Title>
      <ReviewQueue />
    </Stack>
  );
}
