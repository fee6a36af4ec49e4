import { Badge, Button, Card, Group, Loader, Rating, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { serviceLabels, type ModeratedReview } from '@kusp/contracts';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/api-client';
import { localDateTime } from '@/lib/dates';
import { notifySuccess } from '@/lib/notify';
import { useHideReview, useReportedReviews } from '../api/reported-reviews';
import { ReasonModal } from './reason-modal';

function ReportedReview({ review, onHide }: { review: ModeratedReview; onHide: () => void }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={`Review by ${review.customerName}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h5">
              {review.customerName} · {serviceLabels[review.serviceCode]}
            </Title>
            <Text size="sm" c="dimmed">
              Written {localDateTime(review.createdAt)}
            </Text>
          </div>
          <Group gap="xs">
            <Badge color="orange" variant="light">
              Reported {review.reportCount}×
            </Badge>
            {review.hiddenAt && (
              <Badge color="gray" variant="filled">
                Hidden
              </Badge>
            )}
          </Group>
        </Group>
        <Rating value={review.rating} readOnly role="img" aria-label={`${review.rating} of 5`} />
        {/* Plain text: React prints it as typed, never as HTML. */}
        {review.text && (
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.text}</Text>
        )}
        {review.hiddenAt ? (
          <Text size="sm">
            <strong>Hidden {localDateTime(review.hiddenAt)}:</strong> {review.hiddenReason}
          </Text>
        ) : (
          <Group>
            <Button variant="outline" color="red" onClick={onHide}>
              Hide
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** Reported reviews, the most reported first; hiding one takes a reason and is audited. */
export function ReportedReviews() {
  const { data, error, isPending } = useReportedReviews();
  const hide = useHideReview();
  const [hiding, setHiding] = useState<string>();
  return (
    <Stack gap="md">
      {isPending && <Loader aria-label="Loading" />}
      <FormError message={error ? errorMessage(error) : null} />
      {data?.length === 0 && <Text c="dimmed">No reported reviews.</Text>}
      {data?.map((review) => (
        <ReportedReview
          key={review.reviewId}
          review={review}
          onHide={() => setHiding(review.reviewId)}
        />
      ))}
      {hiding && (
        <ReasonModal
          title="Hide the review"
          explanation="It leaves the astrologer's page and their average at once. The reason is kept with it and in the audit record."
          confirmLabel="Hide"
          onClose={() => setHiding(undefined)}
          onConfirm={async (reason) => {
            const { message } = await hide.mutateAsync({ reviewId: hiding, reason });
            notifySuccess(message);
            setHiding(undefined);
          }}
        />
      )}
    </Stack>
  );
}
