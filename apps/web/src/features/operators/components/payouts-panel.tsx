import { Badge, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { FormProvider, useForm } from 'react-hook-form';
import { formatPaise, payoutFormSchema, type Payable, type PayoutForm } from '@kusp/contracts';
import { TextField } from '@/components/forms/text-field';
import { FormError } from '@/components/ui/form-error';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { useMoneyWords } from '@/components/payments/money-words';
import { errorMessage } from '@/lib/api-client';
import { localDateTime } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { showFieldErrors } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { downloadPendingPayouts, usePayables, useRecordPayout } from '../api/payouts';

const nameOf = (payable: Payable) => `${payable.firstName} ${payable.lastName}`.trim();

/** Records one bank transfer; one Idempotency-Key per opening, so a retried click pays once. */
function PayoutModal({ payable, onClose }: { payable: Payable; onClose: () => void }) {
  const { t } = useTranslation('operators');
  const { rupees } = useMoneyWords();
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
      notifySuccess(t('payouts.recorded', { amount: rupees(amount), name: nameOf(payable) }));
      onClose();
    } catch (error) {
      showFieldErrors(error, ['amount', 'bankReference'], form.setError);
      setFailure(errorMessage(error));
    }
  });
  const title = t('payouts.recordTo', { name: nameOf(payable) });
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate aria-label={t('payouts.form')}>
          <Stack gap="md">
            <Text size="sm">
              <Trans
                t={t}
                i18nKey="payouts.payableNow"
                values={{ amount: rupees(payable.payable) }}
              />
            </Text>
            {!payable.bankProofUploadedAt && (
              <Text size="sm" c="red.8">
                {t('payouts.noBankProof')}
              </Text>
            )}
            <TextField name="amount" label={t('payouts.amount')} inputMode="decimal" withAsterisk />
            <TextField
              name="bankReference"
              label={t('payouts.bankReference')}
              description={t('payouts.bankReferenceHint')}
              withAsterisk
            />
            <FormError message={failure} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('common:goBack')}
              </Button>
              <Button type="submit" loading={form.formState.isSubmitting}>
                {t('payouts.record')}
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
  const { t } = useTranslation('operators');
  const { locale } = useLanguage();
  const { rupees } = useMoneyWords();
  const { data, error, isPending } = usePayables();
  const [paying, setPaying] = useState<Payable>();
  const [downloading, setDownloading] = useState(false);
  const total = data?.reduce((sum, payable) => sum + payable.payable, 0) ?? 0;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text>
          <Trans
            t={t}
            i18nKey="payouts.due"
            values={{
              amount: rupees(total),
              astrologers: t('astrologers', { count: data?.length ?? 0 }),
            }}
          />
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
          {t('payouts.export')}
        </Button>
      </Group>
      {isPending && <Loader aria-label={t('common:loading')} />}
      <FormError message={error ? errorMessage(error) : null} />
      {data && (
        <ResponsiveTable
          label={t('payouts.table')}
          columns={(['astrologer', 'email', 'payable', 'bankProof', 'actions'] as const).map(
            (column) => t(`payouts.columns.${column}`),
          )}
          empty={t('payouts.nothingDue')}
          rows={data.map((payable) => ({
            key: payable.astrologerId,
            cells: [
              nameOf(payable),
              <Text key="email" size="sm" style={{ overflowWrap: 'anywhere' }}>
                {payable.email}
              </Text>,
              rupees(payable.payable),
              payable.bankProofUploadedAt ? (
                <Badge key="proof" color="teal" c="dark.7" variant="light">
                  {t('payouts.uploaded', {
                    date: localDateTime(payable.bankProofUploadedAt, locale),
                  })}
                </Badge>
              ) : (
                <Badge key="proof" color="red" c="dark.7" variant="light">
                  {t('payouts.missing')}
                </Badge>
              ),
              <Button
                key="pay"
                size="xs"
                onClick={() => setPaying(payable)}
                aria-label={t('payouts.recordTo', { name: nameOf(payable) })}
              >
                {t('payouts.record')}
              </Button>,
            ],
          }))}
        />
      )}
      {paying && <PayoutModal payable={paying} onClose={() => setPaying(undefined)} />}
    </Stack>
  );
}
