import { Button, Group, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import {
  formatRupees,
  refundFormSchema,
  type OperatorRefund,
  type OrderRecord,
  type RefundForm as RefundFormValues,
} from '@kusp/contracts';
import { RadioGroupField } from '@/components/forms/radio-group-field';
import { TextareaField, TextField } from '@/components/forms/text-field';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/api-client';
import { showFieldErrors } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useRefundOrder } from '../api/orders';
import { refundDestinations } from './refund-destinations';

/**
 * Refunds the order, whole (no amount) or part, to the wallet or to the card through the payment
 * provider. One Idempotency-Key per form, so a double click or a retry refunds once.
 */
export function RefundForm({ record }: { record: OrderRecord }) {
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
      notifySuccess(`${formatRupees(done.amount)} refunded`);
      form.reset();
      setIdempotencyKey(crypto.randomUUID());
    } catch (error) {
      showFieldErrors(error, ['amount', 'reason', 'destination'], form.setError);
      setFailure(errorMessage(error));
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="Refund the order">
        <Stack gap="sm">
          <Text size="sm">
            Left to refund: <strong>{formatRupees(record.refundable)}</strong>. The
            astrologer&apos;s earning is reversed first, in proportion.
          </Text>
          <TextField
            name="amount"
            label="Amount (₹)"
            description="Leave empty to refund all that is left."
            inputMode="decimal"
          />
          <TextareaField name="reason" label="Reason" withAsterisk autosize minRows={2} />
          <RadioGroupField
            name="destination"
            label="Refund to"
            options={record.cardRefundable ? refundDestinations : refundDestinations.slice(0, 1)}
          />
          <FormError message={failure} />
          <Group>
            <Button type="submit" color="red" loading={form.formState.isSubmitting}>
              Refund
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
