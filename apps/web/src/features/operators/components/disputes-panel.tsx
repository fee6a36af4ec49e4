import {
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import {
  disputeResolutionSchema,
  disputeTexts,
  formatRupees,
  href,
  refundFormSchema,
  serviceLabels,
  type DisputeStatus,
  type OperatorDispute,
} from '@kusp/contracts';
import { RadioGroupField } from '@/components/forms/radio-group-field';
import { TextareaField, TextField } from '@/components/forms/text-field';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/api-client';
import { localDateTime } from '@/lib/dates';
import { showFieldErrors } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useConversation, useDisputes, useResolveDispute } from '../api/disputes';
import { refundDestinations } from './refund-destinations';

const statusTabs: { value: DisputeStatus; label: string }[] = [
  { value: 'OPEN', label: 'Open' },
  { value: 'RESOLVED', label: 'Resolved' },
];

/** The resolution form: the words, and a refund when ticked (amount empty: all that is left). */
const resolveFormSchema = z.object({
  resolution: disputeResolutionSchema.shape.resolution,
  withRefund: z.boolean(),
  amount: refundFormSchema.shape.amount,
  destination: refundFormSchema.shape.destination,
});
type ResolveForm = z.input<typeof resolveFormSchema>;

/** The order's question or chat, read from the server only while the dispute is open (audited). */
function Conversation({ disputeId }: { disputeId: string }) {
  const { data, error, isPending } = useConversation(disputeId);
  if (isPending) return <Loader aria-label="Loading" />;
  if (error || !data) return <FormError message={errorMessage(error)} />;
  return (
    <Stack gap="xs" component="section" aria-label="Conversation">
      {data.entries.length === 0 && <Text c="dimmed">No text was exchanged.</Text>}
      {data.entries.map((entry, index) => (
        <Card
          key={index}
          withBorder
          padding="sm"
          bg={entry.author === 'CUSTOMER' ? 'gray.0' : undefined}
        >
          <Text size="xs" c="dimmed">
            {entry.author === 'CUSTOMER' ? 'Customer' : 'Astrologer'} · {localDateTime(entry.at)}
          </Text>
          {entry.subject && <Text fw={600}>{entry.subject}</Text>}
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{entry.text}</Text>
        </Card>
      ))}
    </Stack>
  );
}

function ResolveModal({ dispute, onClose }: { dispute: OperatorDispute; onClose: () => void }) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const resolve = useResolveDispute();
  const form = useForm<ResolveForm, unknown, z.output<typeof resolveFormSchema>>({
    resolver: zodResolver(resolveFormSchema),
    defaultValues: { resolution: '', withRefund: false, amount: '', destination: 'WALLET' },
  });
  const withRefund = useWatch({ control: form.control, name: 'withRefund' });
  const submit = form.handleSubmit(async ({ resolution, withRefund, amount, destination }) => {
    setFailure(null);
    try {
      await resolve.mutateAsync({
        disputeId: dispute.disputeId,
        idempotencyKey,
        resolution,
        ...(withRefund ? { refund: { amount, destination } } : {}),
      });
      notifySuccess(disputeTexts.resolved);
      onClose();
    } catch (error) {
      showFieldErrors(error, ['resolution'], form.setError);
      setFailure(errorMessage(error));
    }
  });
  return (
    <Modal opened onClose={onClose} title="Resolve the dispute" centered>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate aria-label="Resolve the dispute">
          <Stack gap="md">
            <TextareaField
              name="resolution"
              label="Resolution"
              description="What was decided; with a refund it is also the refund's reason."
              withAsterisk
              autosize
              minRows={3}
            />
            <Checkbox label="Refund the customer" {...form.register('withRefund')} />
            {withRefund && (
              <>
                <TextField
                  name="amount"
                  label="Amount (₹)"
                  description={`Leave empty to refund all that is left of ${formatRupees(dispute.total)}.`}
                  inputMode="decimal"
                />
                <RadioGroupField
                  name="destination"
                  label="Refund to"
                  options={refundDestinations}
                />
              </>
            )}
            <FormError message={failure} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Go back
              </Button>
              <Button type="submit" loading={form.formState.isSubmitting}>
                Resolve
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Modal>
  );
}

function DisputeCard({
  dispute,
  reading,
  onRead,
  onResolve,
}: {
  dispute: OperatorDispute;
  reading: boolean;
  onRead: () => void;
  onResolve: () => void;
}) {
  const open = dispute.status === 'OPEN';
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={`Dispute by ${dispute.customerName ?? 'a customer'}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h5">
              {serviceLabels[dispute.serviceCode]} · {formatRupees(dispute.total)}
            </Title>
            <Text size="sm" c="dimmed">
              {dispute.customerName ?? '—'} about {dispute.astrologerName ?? '—'} · opened{' '}
              {localDateTime(dispute.openedAt)}
            </Text>
          </div>
          <Badge variant="light" color={open ? 'orange' : 'teal'}>
            {open ? 'Open' : 'Resolved'}
          </Badge>
        </Group>
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          <strong>Customer&apos;s reason:</strong> {dispute.reason}
        </Text>
        {dispute.resolution && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            <strong>Resolution:</strong> {dispute.resolution}
            {dispute.refundId ? ' (refunded)' : ''}
          </Text>
        )}
        {reading && <Conversation disputeId={dispute.disputeId} />}
        <Group gap="sm">
          {open && !reading && (
            <Button variant="default" onClick={onRead}>
              Read the conversation
            </Button>
          )}
          {open && <Button onClick={onResolve}>Resolve</Button>}
          <Anchor component={Link} to={`${href('adminOrders')}?order=${dispute.orderId}`} size="sm">
            Open the order
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * Customers' disputes. The order's question or chat is read only on request and only while the
 * dispute is open (the server refuses otherwise and audits each reading: docs/operations.md).
 */
export function DisputesPanel() {
  const [status, setStatus] = useState<DisputeStatus>('OPEN');
  const { data, error, isPending } = useDisputes(status);
  const [reading, setReading] = useState<string | null>(null);
  const [resolving, setResolving] = useState<OperatorDispute>();
  return (
    <Stack gap="md">
      <SegmentedControl
        value={status}
        onChange={(value) => setStatus(value as DisputeStatus)}
        data={statusTabs}
        aria-label="Dispute status"
        size="xs"
        maw={320}
      />
      <Text size="sm" c="dimmed">
        You may read an order&apos;s question or chat only while a dispute about it is open; each
        reading is recorded in the audit record.
      </Text>
      {isPending && <Loader aria-label="Loading" />}
      <FormError message={error ? errorMessage(error) : null} />
      {data?.length === 0 && <Text c="dimmed">No disputes here.</Text>}
      {data?.map((dispute) => (
        <DisputeCard
          key={dispute.disputeId}
          dispute={dispute}
          reading={reading === dispute.disputeId}
          onRead={() => setReading(dispute.disputeId)}
          onResolve={() => setResolving(dispute)}
        />
      ))}
      {resolving && (
        <ResolveModal
          dispute={resolving}
          onClose={() => {
            setResolving(undefined);
            setReading(null);
          }}
        />
      )}
    </Stack>
  );
}
