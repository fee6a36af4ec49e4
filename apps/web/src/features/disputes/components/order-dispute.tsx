import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProvider, useForm } from 'react-hook-form';
import { disputeRequestSchema, type DisputeRequest } from '@kusp/contracts';
import { TextareaField } from '@/components/forms/text-field';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/api-client';
import { localDateTime } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { showFieldErrors } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useOrderDisputes } from '../api/get-order-disputes';
import { useOpenDispute } from '../api/open-dispute';

/**
 * Under a delivered order: the customer says what went wrong, and an operator looks at the order
 * (docs/operations.md, "Disputes"). Shows the dispute while it is open and how it was resolved.
 */
export function OrderDispute({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders');
  const { locale } = useLanguage();
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
      notifySuccess(t('dispute.sent'));
      setWriting(false);
    } catch (error) {
      showFieldErrors(error, ['reason'], form.setError);
      setFailure(errorMessage(error));
    }
  });

  if (latest?.status === 'OPEN')
    return (
      <Card withBorder aria-label={t('dispute.yours')}>
        <Text size="sm">
          {t('dispute.opened', { date: localDateTime(latest.openedAt, locale) })}
        </Text>
      </Card>
    );
  return (
    <Card withBorder aria-label={t('dispute.wrong')}>
      <Stack gap="xs">
        {latest?.resolution && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {t('dispute.resolved', { resolution: latest.resolution })}
          </Text>
        )}
        {writing ? (
          <FormProvider {...form}>
            <form onSubmit={submit} noValidate aria-label={t('dispute.open')}>
              <Stack gap="sm">
                <Title order={2} size="h5">
                  {t('dispute.open')}
                </Title>
                <TextareaField
                  name="reason"
                  label={t('dispute.what')}
                  description={t('dispute.readsOrder')}
                  withAsterisk
                  autosize
                  minRows={3}
                />
                <FormError message={failure} />
                <Group>
                  <Button type="submit" loading={form.formState.isSubmitting}>
                    {t('dispute.send')}
                  </Button>
                  <Button variant="default" onClick={() => setWriting(false)}>
                    {t('dispute.cancel')}
                  </Button>
                </Group>
              </Stack>
            </form>
          </FormProvider>
        ) : (
          <Text size="sm">
            {t('dispute.wrongWithOrder')}{' '}
            <Anchor component="button" type="button" onClick={() => setWriting(true)}>
              {t('dispute.open')}
            </Anchor>
          </Text>
        )}
      </Stack>
    </Card>
  );
}
