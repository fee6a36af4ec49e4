import { Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { href } from '@kusp/contracts';
import { usePaymentRecheck } from '@/features/payments/api/update-payment-order';
import { useLanguage } from '@/lib/language';
import { takeRedirect } from '@/lib/payment-session';

/**
 * Where the payment provider sends the customer back (spec part 1 section 2). What it shows comes
 * from the query, as the spec says; the server is asked to re-check the order with the provider.
 * With refunded=true the payment went back to the wallet (the order was already paid); with
 * cancelled=true the customer cancelled on the provider's page: "Payment cancelled", no request
 * to reach out (a cancelled payment is no failure to report, issue 42).
 */
/** The outcome's mark, beside its words (hidden from screen readers). */
const marks = { paid: '✓', unpaid: '✕' } as const;
const markOf = (paid: boolean) => (paid ? marks.paid : marks.unpaid);

export default function PaymentStatusScreen() {
  const { t } = useTranslation('orders');
  const { path } = useLanguage();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const success = params.get('success');
  const transactionId = params.get('transactionId');
  usePaymentRecheck(success === null ? null : transactionId, success === 'true');
  if (success === null) return <Navigate to="/" replace />;
  const paid = success === 'true';
  // The server adds refunded=true when this payment came after the order was already paid.
  const refunded = params.get('refunded') === 'true';
  const cancelled = !paid && params.get('cancelled') === 'true';
  const failed = !paid && !cancelled;

  const onContinue = () => void navigate(takeRedirect());

  return (
    <Container size="sm" py={{ base: 40, sm: 80 }}>
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md" align="center" ta="center">
          <Text fz={48} lh={1} c={paid ? 'teal.8' : cancelled ? 'gray.7' : 'red.8'} aria-hidden>
            {markOf(paid)}
          </Text>
          <Title order={1} c={paid ? 'teal.9' : cancelled ? 'dark.7' : 'red.9'}>
            {paid
              ? t('messages:payment.success')
              : cancelled
                ? t('status.cancelled')
                : t('messages:payment.failed')}
          </Title>
          {failed && <Text size="lg">{t('messages:payment.failedDetail')}</Text>}
          {cancelled && <Text size="lg">{t('status.cancelledDetail')}</Text>}
          {paid && refunded && <Text size="lg">{t('status.refunded')}</Text>}
          {transactionId && (
            <Text>
              {t('status.transactionId')} <strong>{transactionId}</strong>
            </Text>
          )}
          {failed && (
            <Text>
              <Trans
                t={t}
                i18nKey="status.reachOut"
                values={{ reachOut: t('messages:payment.reachOut') }}
                components={{ contact: <Anchor component={Link} to={path(href('contact'))} /> }}
              />
            </Text>
          )}
          <Button onClick={onContinue} mt="sm">
            {t('status.continue')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
