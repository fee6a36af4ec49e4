import { Alert, Button, Card, Group, Input, Rating, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { reviewEditSchema, type ReviewEdit } from '@kusp/contracts';
import { TextareaField } from '@/components/forms/text-field';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/api-client';
import { localDay } from '@/lib/dates';
import { notifySuccess } from '@/lib/notify';
import { useOwnReview } from '../api/get-own-review';
import { useWriteReview } from '../api/write-review';

/**
 * "Rate and review" under a delivered service (an answered question, an ended chat or call): 1 to 5
 * stars and optional words, once per order; the customer may change it for 7 days.
 */
export function OrderReview({ orderId }: { orderId: string }) {
  const { t } = useTranslation('reviews');
  const own = useOwnReview(orderId);
  const write = useWriteReview();
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ReviewEdit>({
    resolver: zodResolver(reviewEditSchema),
    defaultValues: { rating: 0, text: '' },
  });
  if (!own.data) return null;
  const { review, reviewable, editable, editableUntil } = own.data;

  if (review && !editing)
    return (
      <Card withBorder aria-label={t('yourReview')}>
        <Stack gap={6}>
          <Title order={2} size="h5">
            {t('yourReview')}
          </Title>
          <Rating
            value={review.rating}
            readOnly
            role="img"
            aria-label={t('outOfFive', { rating: review.rating })}
          />
          {review.text && <Text style={{ whiteSpace: 'pre-line' }}>{review.text}</Text>}
          {review.reply && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {t('repliedText', { reply: review.reply })}
            </Text>
          )}
          {editable && editableUntil && (
            <Group justify="space-between">
              <Text size="xs" c="dimmed">
                {t('changeUntil', { date: localDay(editableUntil) })}
              </Text>
              <Button
                variant="default"
                size="xs"
                onClick={() => {
                  form.reset({ rating: review.rating, text: review.text });
                  setEditing(true);
                }}
              >
                {t('edit')}
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
    );
  if (!review && !reviewable) return null;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await write.mutateAsync({ ...values, orderId, reviewId: review?.reviewId ?? null });
      notifySuccess(t('notice.saved'));
      setEditing(false);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <Card withBorder>
      <FormProvider {...form}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('rateAndReview')}>
          <Stack gap="sm">
            <Title order={2} size="h5">
              {t('rateAndReview')}
            </Title>
            <Controller
              name="rating"
              control={form.control}
              render={({ field, fieldState }) => (
                // The rule's one message, in the language on screen.
                <Input.Wrapper
                  label={t('yourRating')}
                  required
                  error={fieldState.error && t('ratingRequired')}
                >
                  <Rating value={field.value} onChange={field.onChange} size="lg" />
                </Input.Wrapper>
              )}
            />
            <TextareaField
              name="text"
              label={t('yourReviewOptional')}
              autosize
              minRows={3}
              maxLength={1000}
            />
            <FormError message={failure} />
            <Group>
              <Button type="submit" loading={write.isPending}>
                {t(review ? 'save' : 'submit')}
              </Button>
              {review && (
                <Button variant="default" onClick={() => setEditing(false)}>
                  {t('cancel')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </FormProvider>
      {own.isError && <Alert color="red">{errorMessage(own.error)}</Alert>}
    </Card>
  );
}
