import { Alert, Anchor, Button, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { adminTexts, href, type DocumentKind } from '@kusp/contracts';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useResubmitReview, useReview } from '../api/get-review';

const missingLabels: Record<DocumentKind, string> = {
  PAN_CARD: 'Pan card',
  BANK_ACCOUNT_PROOF: 'Bank account proof',
  OTHER: 'Other documents',
};

const titles = {
  PENDING_REVIEW: 'Your profile is under review',
  REJECTED: 'Your profile needs changes',
  SUSPENDED: 'Your profile is suspended',
} as const;

/**
 * Until the operators approve an astrologer (docs/operations.md), every page of theirs says so: what
 * is missing, and why a profile was rejected or suspended. Approved astrologers see nothing.
 */
export function ReviewBanner() {
  const { data: review } = useReview();
  const resubmit = useResubmitReview();
  if (!review || review.status === 'APPROVED') return null;
  return (
    <Alert
      color={review.status === 'PENDING_REVIEW' ? 'yellow' : 'red'}
      title={titles[review.status]}
      mb="md"
      role="status"
    >
      <Stack gap="xs">
        {review.status === 'PENDING_REVIEW' && (
          <Text size="sm">
            Customers cannot find you, ask you questions, chat with you or call you until the Kusp
            team has checked your profile and documents. We will e-mail you when it is approved.
          </Text>
        )}
        {review.status === 'SUSPENDED' && (
          <Text size="sm">
            You are not listed and cannot take paid work. Please reply to our e-mail if you have
            questions.
          </Text>
        )}
        {review.reason && (
          <Text size="sm">
            <strong>Reason:</strong> {review.reason}
          </Text>
        )}
        {review.missingDocuments.length > 0 && review.status !== 'SUSPENDED' && (
          <div>
            <Text size="sm">Still missing:</Text>
            <List size="sm">
              {review.missingDocuments.map((kind) => (
                <List.Item key={kind}>{missingLabels[kind]}</List.Item>
              ))}
            </List>
            <Anchor component={Link} to={href('astrologerDocuments')} size="sm">
              Upload documents
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
                onSuccess: () => notifySuccess(adminTexts.resubmitted),
                onError: (error) => notifyError(errorMessage(error)),
              })
            }
          >
            Send for review again
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
