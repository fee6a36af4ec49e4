import { Alert, Anchor, Button, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@kusp/contracts';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useResubmitReview, useReview } from '../api/get-review';

/**
 * Until the operators approve an astrologer (docs/operations.md), every page of theirs says so: what
 * is missing, and why a profile was rejected or suspended. Approved astrologers see nothing.
 */
export function ReviewBanner() {
  const { t } = useTranslation('astrologerProfile');
  const { data: review } = useReview();
  const resubmit = useResubmitReview();
  if (!review || review.status === 'APPROVED') return null;
  return (
    <Alert
      color={review.status === 'PENDING_REVIEW' ? 'yellow' : 'red'}
      title={t(`review.titles.${review.status}`)}
      mb="md"
      role="status"
    >
      <Stack gap="xs">
        {review.status === 'PENDING_REVIEW' && <Text size="sm">{t('review.pending')}</Text>}
        {review.status === 'SUSPENDED' && <Text size="sm">{t('review.suspended')}</Text>}
        {review.reason && (
          <Text size="sm">
            <strong>{t('review.reason')}</strong> {review.reason}
          </Text>
        )}
        {review.missingDocuments.length > 0 && review.status !== 'SUSPENDED' && (
          <div>
            <Text size="sm">{t('review.missing')}</Text>
            <List size="sm">
              {review.missingDocuments.map((kind) => (
                <List.Item key={kind}>{t(`review.missingKinds.${kind}`)}</List.Item>
              ))}
            </List>
            <Anchor component={Link} to={href('astrologerDocuments')} size="sm">
              {t('review.upload')}
            </Anchor>
          </div>
        )}
        {review.status === 'REJECTED' && (
          <Button
            size="xs"
            w="fit-content"
            loading={resubmit.isPending}
            onClick={() =>
              resubmit.mutate(undefined, {
                onSuccess: () => notifySuccess(t('review.resubmitted')),
                onError: (error) => notifyError(errorMessage(error)),
              })
            }
          >
            {t('review.resubmit')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
