import { Badge, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import {
  formatPaise,
  formatRupees,
  payoutFormSchema,
  type Payable,
  type PayoutForm,
} from '@kusp/contracts';
import { TextField } from '@/components/forms/text-field';
import { FormError } from '@/components/ui/form-error';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { errorMessage } from '@/lib/api-client';
import { localDateTime } from '@/lib/dates';
import { showFieldErrors } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { downloadPendingPayouts, usePayables, useRecordPayout } from '../api/payouts';
import { astrologerCount } from './astrologer-count';

const nameOf = (payable: Payable) => `${payable.firstName} ${payable.lastName}`.trim();

/** Records one bank transfer; one Idempotency-Key per opening, so a retried click pays once. */
function PayoutModal({ payable, onClose }: { payable: Payable; onClose: () => void }) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const record = useRecordPayout();
  const form = useForm<PayoutForm, unknown, { amount: number; bankReference: string }>({
    resolver: zodResolver(payoutFormSchema),
    defaultValues: { amount: formatPaise(payable.payable), bankReference: '' },
  });
  const submit = form.handleSubmit(async ({ amount, bankReference }) => {
    setFailure(null);
    try {
      await record.mutateAsync({
        astrologerId: payable.astrologerId,
        amount,
        bankReference,
        idempotencyKey,
      });
      notifySuccess(`Payout of ${formatRupees(amount)} to ${nameOf(payable)} recorded`);
      onClose();
    } catch (error) {
      showFieldErrors(error, ['amount', 'bankReference'], form.setError);
      setFailure(errorMessage(error));
    }
  });
  const title = `Record a payout to ${nameOf(payable)}`;
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate aria-label="Record a payout">
          <Stack gap="md">
            <Text size="sm">
              Payable now: <strong>{formatRupees(payable.payable)}</strong>. Record the payout after
              the bank transfer has been made.
            </Text>
            {!payable.bankProofUploadedAt && (
              <Text size="sm" c="red.8">
                No bank account proof is on file for this astrologer.
              </Text>
            )}
            <TextField name="amount" label="Amount (₹)" inputMode="decimal" withAsterisk />
            <TextField
              name="bankReference"
              label="Bank transfer reference"
              description="The UTR or reference of the transfer; recording it twice pays once."
              withAsterisk
            />
            <FormError message={failure} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Go back
              </Button>
              <Button type="submit" loading={form.formState.isSubmitting}>
                Record payout
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Modal>
  );
}

/** Astrologers with a payable balance, their bank proof, the payout form and the bank's CSV. */
export function PayoutsPanel() {
  const { data, error, isPending } = usePayables();
  const [paying, setPaying] = useState<Payable>();
  const [downloading, setDownloading] = useState(false);
  const total = data?.reduce((sum, payable) => sum + payable.payable, 0) ?? 0;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text>
          Due: <strong>{formatRupees(total)}</strong> to {astrologerCount(data?.length ?? 0)}
        </Text>
        <Button
          variant="default"
          loading={downloading}
          onClick={() => {
            setDownloading(true);
            downloadPendingPayouts()
              .catch((failure: unknown) => notifyError(errorMessage(failure)))
              .finally(() => setDownloading(false));
          }}
        >
          Export pending payouts (CSV)
        </Button>
      </Group>
      {isPending && <Loader aria-label="Loading" />}
      <FormError message={error ? errorMessage(error) : null} />
      {data && (
        <ResponsiveTable
          label="Payouts due"
          columns={['Astrologer', 'E-mail', 'Payable', 'Bank proof', 'Actions']}
          empty="Nothing is due."
          rows={data.map((payable) => ({
            key: payable.astrologerId,
            cells: [
              nameOf(payable),
              <Text key="email" size="sm" style={{ overflowWrap: 'anywhere' }}>
                {payable.email}
              </Text>,
              formatRupees(payable.payable),
              payable.bankProofUploadedAt ? (
                <Badge key="proof" color="teal" variant="light">
                  Uploaded {localDateTime(payable.bankProofUploadedAt)}
                </Badge>
              ) : (
                <Badge key="proof" color="red" variant="light">
                  Missing
                </Badge>
              ),
              <Button
                key="pay"
                size="xs"
                onClick={() => setPaying(payable)}
                aria-label={`Record a payout to ${nameOf(payable)}`}
              >
                Record payout
              </Button>,
            ],
          }))}
        />
      )}
      {paying && <PayoutModal payable={paying} onClose={() => setPaying(undefined)} />}
    </Stack>
  );
}
