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
import { useTranslation } from 'react-i18next';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import {
  disputeResolutionSchema,
  disputeStatuses,
  href,
  refundFormSchema,
  type DisputeStatus,
  type OperatorDispute,
} from '@kusp/contracts';
import { RadioGroupField } from '@/components/forms/radio-group-field';
import { TextareaField, TextField } from '@/components/forms/text-field';
import { FormError } from '@/components/ui/form-error';
import { useMoneyWords } from '@/components/payments/money-words';
import { errorMessage } from '@/lib/api-client';
import { localDateTime } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { showFieldErrors } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useConversation, useDisputes, useResolveDispute } from '../api/disputes';
import { useRefundDestinations } from './refund-destinations';

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
  const { t } = useTranslation('operators');
  const { locale } = useLanguage();
  const { data, error, isPending } = useConversation(disputeId);
  if (isPending) return <Loader aria-label={t('common:loading')} />;
  if (error || !data) return <FormError message={errorMessage(error)} />;
  return (
    <Stack gap="xs" component="section" aria-label={t('disputes.conversation')}>
      {data.entries.length === 0 && <Text c="dimmed">{t('disputes.noText')}</Text>}
      {data.entries.map((entry, index) => (
        <Card
          key={index}
          withBorder
          padding="sm"
          bg={entry.author === 'CUSTOMER' ? 'gray.0' : undefined}
        >
          <Text size="xs" c="dimmed">
            {t(entry.author === 'CUSTOMER' ? 'disputes.customer' : 'disputes.astrologer')} ·{' '}
            {localDateTime(entry.at, locale)}
          </Text>
          {entry.subject && <Text fw={600}>{entry.subject}</Text>}
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{entry.text}</Text>
        </Card>
      ))}
    </Stack>
  );
}

function ResolveModal({ dispute, onClose }: { dispute: OperatorDispute; onClose: () => void }) {
  const { t } = useTranslation('operators');
  const { rupees } = useMoneyWords();
  const refundDestinations = useRefundDestinations();
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
      notifySuccess(t('disputes.resolved'));
      onClose();
    } catch (error) {
      showFieldErrors(error, ['resolution'], form.setError);
      setFailure(errorMessage(error));
    }
  });
  return (
    <Modal opened onClose={onClose} title={t('disputes.dialog')} centered>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate aria-label={t('disputes.dialog')}>
          <Stack gap="md">
            <TextareaField
              name="resolution"
              label={t('disputes.resolutionLabel')}
              description={t('disputes.resolutionHint')}
              withAsterisk
              autosize
              minRows={3}
            />
            <Checkbox label={t('disputes.withRefund')} {...form.register('withRefund')} />
            {withRefund && (
              <>
                <TextField
                  name="amount"
                  label={t('refund.amount')}
                  description={t('disputes.amountHint', { total: rupees(dispute.total) })}
                  inputMode="decimal"
                />
                <RadioGroupField
                  name="destination"
                  label={t('refund.to')}
                  options={refundDestinations}
                />
              </>
            )}
            <FormError message={failure} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('common:goBack')}
              </Button>
              <Button type="submit" loading={form.formState.isSubmitting}>
                {t('disputes.resolve')}
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
  const { t } = useTranslation('operators');
  const { locale } = useLanguage();
  const { rupees } = useMoneyWords();
  const open = dispute.status === 'OPEN';
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={t('disputes.by', { name: dispute.customerName ?? t('disputes.aCustomer') })}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h5">
              {t(`payments:services.${dispute.serviceCode}`)} · {rupees(dispute.total)}
            </Title>
            <Text size="sm" c="dimmed">
              {t('disputes.about', {
                customer: dispute.customerName ?? '—',
                astrologer: dispute.astrologerName ?? '—',
                date: localDateTime(dispute.openedAt, locale),
              })}
            </Text>
          </div>
          <Badge variant="light" color={open ? 'orange' : 'teal'} c="dark.7">
            {t(`disputes.statuses.${dispute.status}`)}
          </Badge>
        </Group>
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          <strong>{t('disputes.customersReason')}</strong> {dispute.reason}
        </Text>
        {dispute.resolution && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            <strong>{t('disputes.resolution')}</strong> {dispute.resolution}
            {dispute.refundId ? t('disputes.refunded') : ''}
          </Text>
        )}
        {reading && <Conversation disputeId={dispute.disputeId} />}
        <Group gap="sm">
          {open && !reading && (
            <Button variant="default" onClick={onRead}>
              {t('disputes.read')}
            </Button>
          )}
          {open && <Button onClick={onResolve}>{t('disputes.resolve')}</Button>}
          <Anchor component={Link} to={`${href('adminOrders')}?order=${dispute.orderId}`} size="sm">
            {t('disputes.openOrder')}
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
  const { t } = useTranslation('operators');
  const [status, setStatus] = useState<DisputeStatus>('OPEN');
  const { data, error, isPending } = useDisputes(status);
  const [reading, setReading] = useState<string | null>(null);
  const [resolving, setResolving] = useState<OperatorDispute>();
  return (
    <Stack gap="md">
      <SegmentedControl
        value={status}
        onChange={(value) => setStatus(value as DisputeStatus)}
        data={disputeStatuses.map((value) => ({ value, label: t(`disputes.statuses.${value}`) }))}
        aria-label={t('disputes.status')}
        size="xs"
        maw={320}
      />
      <Text size="sm" c="dimmed">
        {t('disputes.privacy')}
      </Text>
      {isPending && <Loader aria-label={t('common:loading')} />}
      <FormError message={error ? errorMessage(error) : null} />
      {data?.length === 0 && <Text c="dimmed">{t('disputes.none')}</Text>}
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
