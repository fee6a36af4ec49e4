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
import { useTranslation } from 'react-i18next';
import { requiredDocuments, type ReviewQueueItem, type ReviewStatus } from '@kusp/contracts';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/api-client';
import { localDateTime } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDecideReview, type Decision } from '../api/decide-review';
import { useReviews } from '../api/get-reviews';
import { viewDocument } from '../api/view-document';
import { ReasonModal } from './reason-modal';

const statuses: ReviewStatus[] = ['PENDING_REVIEW', 'APPROVED', 'SUSPENDED', 'REJECTED'];

function Documents({ astrologer }: { astrologer: ReviewQueueItem }) {
  const { t } = useTranslation('operators');
  const missing = requiredDocuments.filter(
    (kind) => !astrologer.documents.some((d) => d.kind === kind),
  );
  return (
    <Stack gap={4}>
      {astrologer.documents.map((document) => (
        <Group key={document.documentId} gap="xs" wrap="nowrap">
          <Text size="sm" miw={150}>
            {t(`astrologerProfile:documents.kinds.${document.kind}`)}
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
            {t('reviews.view', { fileName: document.fileName })}
          </Anchor>
        </Group>
      ))}
      {missing.map((kind) => (
        <Text key={kind} size="sm" c="red.8">
          {t('reviews.notUploaded', {
            document: t(`astrologerProfile:documents.kinds.${kind}`),
          })}
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
  const { t } = useTranslation('operators');
  const { locale } = useLanguage();
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
              {t('reviews.signedUp', {
                email: astrologer.email,
                date: localDateTime(astrologer.registeredAt, locale),
              })}
            </Text>
          </div>
          <Badge variant="light">{t(`reviews.statuses.${astrologer.status}`)}</Badge>
        </Group>
        {astrologer.reason && (
          <Text size="sm">
            <strong>{t('reviews.reason')}</strong> {astrologer.reason}
          </Text>
        )}
        <Documents astrologer={astrologer} />
        <Group gap="sm">
          {(astrologer.status === 'PENDING_REVIEW' || astrologer.status === 'SUSPENDED') && (
            <Button onClick={() => onDecide('approve')} loading={busy}>
              {t(astrologer.status === 'SUSPENDED' ? 'reviews.reinstate' : 'reviews.approve')}
            </Button>
          )}
          {astrologer.status === 'PENDING_REVIEW' && (
            <Button variant="outline" color="red.9" onClick={() => onDecide('reject')}>
              {t('reviews.reject')}
            </Button>
          )}
          {astrologer.status === 'APPROVED' && (
            <Button variant="outline" color="red.9" onClick={() => onDecide('suspend')}>
              {t('reviews.suspend')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** The operators' KYC queue: astrologers by review status, their documents, the decisions. */
export function ReviewQueue() {
  const { t } = useTranslation('operators');
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
        data={statuses.map((value) => ({ value, label: t(`reviews.statuses.${value}`) }))}
        aria-label={t('reviews.status')}
        size="xs"
        fullWidth
        maw={560}
      />
      {isPending && <Loader aria-label={t('common:loading')} />}
      <FormError message={error ? errorMessage(error) : null} />
      {data?.length === 0 && <Text c="dimmed">{t('reviews.none')}</Text>}
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
          title={t(`reviews.${asking.decision}Dialog.title`)}
          explanation={t(`reviews.${asking.decision}Dialog.explanation`)}
          confirmLabel={t(`reviews.${asking.decision}`)}
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
