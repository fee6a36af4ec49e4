import { Alert, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { InvoiceLines } from '@/components/payments/invoice-lines';
import { useCardPaymentsOff } from '@/hooks/use-card-payments';
import { usePayOrder } from '@/hooks/use-pay-order';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { cardProcessor, openPaymentPage, type PendingOrder } from '@/lib/payment-session';
import { useOrder } from '../api/get-order';

/**
 * The order summary of /user/payment-intent: subject and question when the order pays for one,
 * the server's invoice, and Proceed to payment, which opens the card provider's page (while card
 * payments are off: a notice instead).
 */
export function OrderSummary({
  pending,
  onMissing,
  onPaid,
}: {
  pending: PendingOrder;
  /** The stored order is not the customer's or no longer exists. */
  onMissing: () => void;
  /** Already paid (e.g. in another tab). */
  onPaid: () => void;
}) {
  const { t } = useTranslation('orders');
  const order = useOrder(pending.orderId);
  const pay = usePayOrder();
  const cardsOff = useCardPaymentsOff();
  // One key per attempt; a failed attempt gets a new one so the retry is a new request.
  const idempotencyKey = useRef(crypto.randomUUID());
  const missing = hasErrorCode(order.error, 'NOT_FOUND');
  useEffect(() => {
    if (missing) onMissing();
  }, [missing, onMissing]);

  if (order.isError) {
    return (
      <Alert color="red">
        {errorMessage(order.error, t('messages:payment.pricingFailed'))}{' '}
        <Button variant="subtle" size="compact-sm" onClick={onMissing}>
          {t('summary.backToAstrologers')}
        </Button>
      </Alert>
    );
  }
  if (!order.data) return <Loader aria-label={t('summary.loading')} />;
  const paid = order.data.status === 'PAID';

  const proceed = async () => {
    try {
      const answer = await pay.mutateAsync({
        orderId: pending.orderId,
        paymentProcessor: cardProcessor,
        idempotencyKey: idempotencyKey.current,
      });
      openPaymentPage(answer.data);
    } catch {
      idempotencyKey.current = crypto.randomUUID();
    }
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        {pending.subject && (
          <div>
            <Text size="sm" c="dimmed">
              {t('summary.subject')}
            </Text>
            <Title order={2} size="h4">
              {pending.subject}
            </Title>
          </div>
        )}
        {pending.question && (
          <div>
            <Text size="sm" c="dimmed">
              {t('summary.question')}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{pending.question}</Text>
          </div>
        )}
        <InvoiceLines invoice={order.data.invoice} />
        {pay.isError && <Alert color="red">{errorMessage(pay.error)}</Alert>}
        {paid ? (
          <>
            <Alert color="teal">{t('summary.alreadyPaid')}</Alert>
            <Button onClick={onPaid}>{t('summary.continue')}</Button>
          </>
        ) : cardsOff ? (
          <Alert color="yellow">
            <Text fw={600} size="sm">
              {t('summary.cardPaymentsOff')}
            </Text>
            <Text size="sm">{t('payments:cardPaymentsOffWallet')}</Text>
          </Alert>
        ) : (
          <Button onClick={() => void proceed()} loading={pay.isPending || pay.isSuccess}>
            {t('summary.proceed')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
