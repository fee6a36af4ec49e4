import { Button, Group, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { FormProvider, useForm } from 'react-hook-form';
import {
  refundFormSchema,
  type OperatorRefund,
  type OrderRecord,
  type RefundForm as RefundFormValues,
} from '@kusp/contracts';
import { RadioGroupField } from '@/components/forms/radio-group-field';
import { TextareaField, TextField } from '@/components/forms/text-field';
import { FormError } from '@/components/ui/form-error';
import { useMoneyWords } from '@/components/payments/money-words';
import { errorMessage } from '@/lib/api-client';
import { showFieldErrors } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useRefundOrder } from '../api/orders';
import { useRefundDestinations } from './refund-destinations';

/**
 * Refunds the order, whole (no amount) or part, to the wallet or to the card through the payment
 * provider. One Idempotency-Key per form, so a double click or a retry refunds once.
 */
export function RefundForm({ record }: { record: OrderRecord }) {
  const { t } = useTranslation('operators');
  const { rupees } = useMoneyWords();
  const refundDestinations = useRefundDestinations();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const refund = useRefundOrder();
  const form = useForm<RefundFormValues, unknown, OperatorRefund>({
    resolver: zodResolver(refundFormSchema),
    defaultValues: { amount: '', reason: '', destination: 'WALLET' },
  });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const done = await refund.mutateAsync({
        ...values,
        orderId: record.order.orderId,
        idempotencyKey,
      });
      notifySuccess(t('refund.done', { amount: rupees(done.amount) }));
      form.reset();
      setIdempotencyKey(crypto.randomUUID());
    } catch (error) {
      showFieldErrors(error, ['amount', 'reason', 'destination'], form.setError);
      setFailure(errorMessage(error));
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={t('refund.form')}>
        <Stack gap="sm">
          <Text size="sm">
            <Trans t={t} i18nKey="refund.left" values={{ amount: rupees(record.refundable) }} />
          </Text>
          <TextField
            name="amount"
            label={t('refund.amount')}
            description={t('refund.amountHint')}
            inputMode="decimal"
          />
          <TextareaField name="reason" label={t('reasonLabel')} withAsterisk autosize minRows={2} />
          <RadioGroupField
            name="destination"
            label={t('refund.to')}
            options={record.cardRefundable ? refundDestinations : refundDestinations.slice(0, 1)}
          />
          <FormError message={failure} />
          <Group>
            <Button type="submit" color="red.9" loading={form.formState.isSubmitting}>
              {t('refund.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
