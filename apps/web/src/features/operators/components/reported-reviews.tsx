import { Badge, Button, Card, Group, Loader, Rating, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModeratedReview } from '@kusp/contracts';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/api-client';
import { localDateTime } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { notifySuccess } from '@/lib/notify';
import { useHideReview, useReportedReviews } from '../api/reported-reviews';
import { ReasonModal } from './reason-modal';

function ReportedReview({ review, onHide }: { review: ModeratedReview; onHide: () => void }) {
  const { t } = useTranslation('operators');
  const { locale } = useLanguage();
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={t('reported.by', { name: review.customerName })}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h5">
              {review.customerName} · {t(`payments:services.${review.serviceCode}`)}
            </Title>
            <Text size="sm" c="dimmed">
              {t('reported.written', { date: localDateTime(review.createdAt, locale) })}
            </Text>
          </div>
          <Group gap="xs">
            <Badge color="orange" c="dark.7" variant="light">
              {t('reported.count', { count: review.reportCount })}
            </Badge>
            {review.hiddenAt && (
              <Badge color="gray.7" variant="filled">
                {t('reported.hidden')}
              </Badge>
            )}
          </Group>
        </Group>
        <Rating
          value={review.rating}
          readOnly
          role="img"
          aria-label={t('reported.stars', { rating: review.rating })}
        />
        {/* Plain text: React prints it as typed, never as HTML. */}
        {review.text && (
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.text}</Text>
        )}
        {review.hiddenAt ? (
          <Text size="sm">
            <strong>
              {t('reported.hiddenOn', { date: localDateTime(review.hiddenAt, locale) })}
            </strong>{' '}
            {review.hiddenReason}
          </Text>
        ) : (
          <Group>
            <Button variant="outline" color="red.9" onClick={onHide}>
              {t('reported.hide')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** Reported reviews, the most reported first; hiding one takes a reason and is audited. */
export function ReportedReviews() {
  const { t } = useTranslation('operators');
  const { data, error, isPending } = useReportedReviews();
  const hide = useHideReview();
  const [hiding, setHiding] = useState<string>();
  return (
    <Stack gap="md">
      {isPending && <Loader aria-label={t('common:loading')} />}
      <FormError message={error ? errorMessage(error) : null} />
      {data?.length === 0 && <Text c="dimmed">{t('reported.none')}</Text>}
      {data?.map((review) => (
        <ReportedReview
          key={review.reviewId}
          review={review}
          onHide={() => setHiding(review.reviewId)}
        />
      ))}
      {hiding && (
        <ReasonModal
          title={t('reported.dialog.title')}
          explanation={t('reported.dialog.explanation')}
          confirmLabel={t('reported.hide')}
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
