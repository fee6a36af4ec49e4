import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import {
  requiredDocuments,
  type AstrologerDocument,
  type ReviewQueueItem,
  type ReviewStatus,
} from '@kusp/contracts';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/api-client';
import { localDateTime } from '@/lib/dates';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDecideReview, type Decision } from '../api/decide-review';
import { useReviews } from '../api/get-reviews';
import { viewDocument } from '../api/view-document';
import { ReasonModal } from './reason-modal';

const statusTabs: { value: ReviewStatus; label: string }[] = [
  { value: 'PENDING_REVIEW', label: 'Waiting' },
  { value: 'APPROVED', label: 'Approved' },
  { value: 'SUSPENDED', label: 'Suspended' },
  { value: 'REJECTED', label: 'Rejected' },
];

const documentLabels: Record<AstrologerDocument['kind'], string> = {
  PAN_CARD: 'Pan card',
  BANK_ACCOUNT_PROOF: 'Bank account proof',
  OTHER: 'Other document',
};

const reasonDialogs = {
  reject: {
    title: 'Reject the profile',
    explanation:
      'The astrologer is e-mailed this reason, sees it on their profile and can send the profile for review again.',
    confirmLabel: 'Reject',
  },
  suspend: {
    title: 'Suspend the astrologer',
    explanation:
      'They leave the directory now. Their running chat or call ends within seconds and the customer gets back what was not delivered. The astrologer is e-mailed this reason.',
    confirmLabel: 'Suspend',
  },
} as const;

function Documents({ astrologer }: { astrologer: ReviewQueueItem }) {
  const missing = requiredDocuments.filter(
    (kind) => !astrologer.documents.some((d) => d.kind === kind),
  );
  return (
    <Stack gap={4}>
      {astrologer.documents.map((document) => (
        <Group key={document.documentId} gap="xs" wrap="nowrap">
          <Text size="sm" miw={150}>
            {documentLabels[document.kind]}
          </Text>
          <Anchor
            component="button"
            type="button"
            size="sm"
            style={{ overflowWrap: 'anywhere', textAlign: 'left' }}
            onClick={() =>
              void viewDocument(astrologer.astrologerId, document).catch((error: unknown) =>
                notifyError(errorMessage(error)),
              )
            }
          >
            View {document.fileName}
          </Anchor>
        </Group>
      ))}
      {missing.map((kind) => (
        <Text key={kind} size="sm" c="red.8">
          {documentLabels[kind]}: not uploaded
        </Text>
      ))}
    </Stack>
  );
}

function AstrologerCard({
  astrologer,
  onDecide,
  busy,
}: {
  astrologer: ReviewQueueItem;
  onDecide: (decision: Decision) => void;
  busy: boolean;
}) {
  const name = `${astrologer.firstName} ${astrologer.lastName}`.trim();
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4">
              {name}
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {astrologer.email} · signed up {localDateTime(astrologer.registeredAt)}
            </Text>
          </div>
          <Badge variant="light">
            {statusTabs.find((tab) => tab.value === astrologer.status)?.label}
          </Badge>
        </Group>
        {astrologer.reason && (
          <Text size="sm">
            <strong>Reason:</strong> {astrologer.reason}
          </Text>
        )}
        <Documents astrologer={astrologer} />
        <Group gap="sm">
          {(astrologer.status === 'PENDING_REVIEW' || astrologer.status === 'SUSPENDED') && (
            <Button onClick={() => onDecide('approve')} loading={busy}>
              {astrologer.status === 'SUSPENDED' ? 'Reinstate' : 'Approve'}
            </Button>
          )}
          {astrologer.status === 'PENDING_REVIEW' && (
            <Button variant="outline" color="red" onClick={() => onDecide('reject')}>
              Reject
            </Button>
          )}
          {astrologer.status === 'APPROVED' && (
            <Button variant="outline" color="red" onClick={() => onDecide('suspend')}>
              Suspend
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** The operators' KYC queue: astrologers by review status, their documents, the decisions. */
export function ReviewQueue() {
  const [status, setStatus] = useState<ReviewStatus>('PENDING_REVIEW');
  const { data, error, isPending } = useReviews(status);
  const decide = useDecideReview();
  const [asking, setAsking] = useState<{ astrologerId: string; decision: 'reject' | 'suspend' }>();

  const run = async (astrologerId: string, decision: Decision, reason?: string) => {
    const { message } = await decide.mutateAsync({ astrologerId, decision, reason });
    notifySuccess(message);
  };

  return (
    <Stack gap="md">
      <SegmentedControl
        value={status}
        onChange={(value) => setStatus(value as ReviewStatus)}
        data={statusTabs}
        aria-label="Review status"
        size="xs"
        fullWidth
        maw={560}
      />
      {isPending && <Loader aria-label="Loading" />}
      <FormError message={error ? errorMessage(error) : null} />
      {data?.length === 0 && <Text c="dimmed">No astrologers here.</Text>}
      {data?.map((astrologer) => (
        <AstrologerCard
          key={astrologer.astrologerId}
          astrologer={astrologer}
          busy={decide.isPending && decide.variables.astrologerId === astrologer.astrologerId}
          onDecide={(decision) =>
            decision === 'approve'
              ? void run(astrologer.astrologerId, 'approve').catch((failure: unknown) =>
                  notifyError(errorMessage(failure)),
                )
              : setAsking({ astrologerId: astrologer.astrologerId, decision })
          }
        />
      ))}
      {asking && (
        <ReasonModal
          {...reasonDialogs[asking.decision]}
          onClose={() => setAsking(undefined)}
          onConfirm={async (reason) => {
            await run(asking.astrologerId, asking.decision, reason);
            setAsking(undefined);
          }}
        />
      )}
    </Stack>
  );
}
