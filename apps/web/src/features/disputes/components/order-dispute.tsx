import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { disputeRequestSchema, disputeTexts, type DisputeRequest } from '@kusp/contracts';
import { TextareaField } from '@/components/forms/text-field';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/api-client';
import { localDateTime } from '@/lib/dates';
import { showFieldErrors } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useOrderDisputes } from '../api/get-order-disputes';
import { useOpenDispute } from '../api/open-dispute';

/**
 * Under a delivered order: the customer says what went wrong, and an operator looks at the order
 * (docs/operations.md, "Disputes"). Shows the dispute while it is open and how it was resolved.
 */
export function OrderDispute({ orderId }: { orderId: string }) {
  const disputes = useOrderDisputes(orderId);
  const open = useOpenDispute();
  const [writing, setWriting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<DisputeRequest>({
    resolver: zodResolver(disputeRequestSchema),
    defaultValues: { orderId, reason: '' },
  });
  if (!disputes.data) return null;
  const latest = disputes.data[0];
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await open.mutateAsync(body);
      notifySuccess(disputeTexts.opened);
      setWriting(false);
    } catch (error) {
      showFieldErrors(error, ['reason'], form.setError);
      setFailure(errorMessage(error));
    }
  });

  if (latest?.status === 'OPEN')
    return (
      <Card withBorder aria-label="Your dispute">
        <Text size="sm">
          You opened a dispute on {localDateTime(latest.openedAt)}. An operator will look at it.
        </Text>
      </Card>
    );
  return (
    <Card withBorder aria-label="Something went wrong?">
      <Stack gap="xs">
        {latest?.resolution && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            Your dispute was resolved: {latest.resolution}
          </Text>
        )}
        {writing ? (
          <FormProvider {...form}>
            <form onSubmit={submit} noValidate aria-label="Open a dispute">
              <Stack gap="sm">
                <Title order={2} size="h5">
                  Open a dispute
                </Title>
                <TextareaField
                  name="reason"
                  label="What went wrong?"
                  description="An operator reads this order's question and answer to settle it."
                  withAsterisk
                  autosize
                  minRows={3}
                />
                <FormError message={failure} />
                <Group>
                  <Button type="submit" loading={form.formState.isSubmitting}>
                    Send
                  </Button>
                  <Button variant="default" onClick={() => setWriting(false)}>
                    Cancel
                  </Button>
                </Group>
              </Stack>
            </form>
          </FormProvider>
        ) : (
          <Text size="sm">
            Something went wrong with this order?{' '}
            <Anchor component="button" type="button" onClick={() => setWriting(true)}>
              Open a dispute
            </Anchor>
          </Text>
        )}
      </Stack>
    </Card>
  );
}
