import { Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { href, messages, moneyTexts } from '@kusp/contracts';
import { usePaymentRecheck } from '@/features/payments/api/update-payment-order';
import { takeRedirect } from '@/lib/payment-session';

/** A payment the customer cancelled on the provider's page is no failure to report (issue 42). */
const cancelledTexts = {
  title: 'Payment cancelled',
  detail: 'You cancelled the payment, so nothing was charged. You can pay again whenever you like.',
} as const;

/**
 * Where the payment provider sends the customer back (spec part 1 section 2). What it shows comes
 * from the query, as the spec says; the server is asked to re-check the order with the provider.
 * With refunded=true the payment went back to the wallet (the order was already paid); with
 * cancelled=true the customer cancelled on the provider's page: "Payment cancelled", no request
 * to reach out.
 */
export default function PaymentStatusScreen() {
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
            {paid ? '✓' : '✕'}
          </Text>
          <Title order={1} c={paid ? 'teal.9' : cancelled ? 'dark.7' : 'red.9'}>
            {paid
              ? messages.payment.success
              : cancelled
                ? cancelledTexts.title
                : messages.payment.failed}
          </Title>
          {failed && <Text size="lg">{messages.payment.failedDetail}</Text>}
          {cancelled && <Text size="lg">{cancelledTexts.detail}</Text>}
          {paid && refunded && <Text size="lg">{moneyTexts.paymentRefunded}</Text>}
          {transactionId && (
            <Text>
              Transaction ID: <strong>{transactionId}</strong>
            </Text>
          )}
          {failed && (
            <Text>
              {messages.payment.reachOut} to us through the{' '}
              <Anchor component={Link} to={href('contact')}>
                contact page
              </Anchor>{' '}
              with the transaction ID, and we will sort it out.
            </Text>
          )}
          <Button onClick={onContinue} mt="sm">
            Continue
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
