import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  Pagination,
  Progress,
  Rating,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review } from '@kusp/contracts';
import { paginationLabels } from '@/components/ui/pagination-labels';
import { errorMessage } from '@/lib/api-client';
import { localDay } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useReplyToReview, useReportReview } from '../api/answer-review';
import { useAstrologerReviews } from '../api/get-astrologer-reviews';

const oneDecimal = (n: number, locale: string) =>
  (Math.round(n * 10) / 10).toLocaleString(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });

/** The reviewed astrologer's one reply box. */
function ReplyBox({ reviewId }: { reviewId: string }) {
  const { t } = useTranslation('reviews');
  const reply = useReplyToReview();
  const [text, setText] = useState('');
  const send = async () => {
    try {
      await reply.mutateAsync({ reviewId, text });
      notifySuccess(t('notice.replied'));
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };
  return (
    <Group align="flex-end" gap="xs">
      <Textarea
        label={t('yourReply')}
        autosize
        minRows={1}
        maxLength={1000}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        flex={1}
      />
      <Button disabled={text.trim() === ''} loading={reply.isPending} onClick={() => void send()}>
        {t('reply')}
      </Button>
    </Group>
  );
}

/** One review as plain text (never HTML), with the astrologer's reply. */
function ReviewItem({ review, canReply }: { review: Review; canReply: boolean }) {
  const { t } = useTranslation('reviews');
  const signedIn = useSession((s) => s.userId !== null);
  const report = useReportReview();
  const flag = async () => {
    try {
      await report.mutateAsync({ reviewId: review.reviewId, reason: '' });
      notifySuccess(t('notice.reported'));
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };
  return (
    <Card withBorder component="li" aria-label={t('by', { name: review.customerName })}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Rating
              value={review.rating}
              readOnly
              size="sm"
              role="img"
              aria-label={t('outOfFive', { rating: review.rating })}
            />
            <Text fw={500} size="sm">
              {review.customerName}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {localDay(review.createdAt)}
            {review.editedAt ? t('edited') : ''}
          </Text>
        </Group>
        {review.text && <Text style={{ whiteSpace: 'pre-line' }}>{review.text}</Text>}
        {review.reply && (
          <Card bg="var(--mantine-color-gray-light)" p="sm">
            <Text size="sm" fw={500}>
              {t('replied')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {review.reply}
            </Text>
          </Card>
        )}
        {canReply && !review.reply && <ReplyBox reviewId={review.reviewId} />}
        {signedIn && !canReply && (
          <Group justify="flex-end">
            <Button
              variant="subtle"
              size="compact-xs"
              color="gray"
              loading={report.isPending}
              disabled={report.isSuccess}
              onClick={() => void flag()}
            >
              {t(report.isSuccess ? 'reported' : 'report')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * An astrologer's rating and reviews: the average of the visible reviews, their count and how
 * many gave each number of stars, then the reviews newest first, ten a page.
 */
export function AstrologerReviews({ astrologerId }: { astrologerId: string }) {
  const { t } = useTranslation('reviews');
  const { locale } = useLanguage();
  const [page, setPage] = useState(0);
  const canReply = useSession((s) => s.userId === astrologerId);
  const reviews = useAstrologerReviews(astrologerId, page);
  if (reviews.isPending) return <Loader aria-label={t('loading')} />;
  if (reviews.isError) return <Alert color="red">{errorMessage(reviews.error)}</Alert>;
  const { averageRating, reviewCount, distribution, content, totalPages } = reviews.data;
  return (
    <Stack gap="md" component="section" aria-labelledby="reviews-title">
      <Title order={2} size="h4" id="reviews-title">
        {t('title')}
      </Title>
      {averageRating === null ? (
        <Text c="dimmed">{t('none')}</Text>
      ) : (
        <Group align="flex-start" gap="xl">
          <Stack gap={2} align="center">
            <Text
              fz={40}
              fw={700}
              lh={1}
              aria-label={t('average', { rating: oneDecimal(averageRating, locale) })}
            >
              {oneDecimal(averageRating, locale)}
            </Text>
            <Rating value={averageRating} fractions={10} readOnly aria-hidden />
            <Text size="sm" c="dimmed">
              {t('count', { count: reviewCount })}
            </Text>
          </Stack>
          <Stack gap={4} flex={1} miw={200} aria-label={t('byStars')}>
            {[5, 4, 3, 2, 1].map((stars) => {
              const count = distribution[stars - 1] ?? 0;
              return (
                <Group key={stars} gap="xs" wrap="nowrap">
                  <Text size="sm" w={48}>
                    {t('stars', { stars })}
                  </Text>
                  <Progress
                    value={reviewCount ? (count * 100) / reviewCount : 0}
                    flex={1}
                    aria-label={t('starsCount', { stars, count })}
                  />
                  <Text size="sm" w={32} ta="right">
                    {count}
                  </Text>
                </Group>
              );
            })}
          </Stack>
        </Group>
      )}
      {content.length > 0 && (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {content.map((review) => (
            <ReviewItem key={review.reviewId} review={review} canReply={canReply} />
          ))}
        </Stack>
      )}
      {totalPages > 1 && (
        <Pagination
          total={totalPages}
          value={page + 1}
          onChange={(n) => setPage(n - 1)}
          aria-label={t('pages')}
          {...paginationLabels(page + 1)}
        />
      )}
    </Stack>
  );
}
