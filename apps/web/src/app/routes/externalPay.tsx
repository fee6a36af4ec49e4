import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { moneyTexts, portalTexts } from '@kusp/contracts';
import { getExternalPayment } from '@/features/horoscopes/api/portal';
import { cardPaymentsQuery } from '@/hooks/use-card-payments';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { openPaymentPage } from '@/lib/payment-session';

/**
 * /external/pay?id=…: gets the payment link and goes to the card provider's page it names; an empty
 * id or a failed call goes to / (spec part 2 section 2), saying why. While card payments are off
 * the page says so and stays.
 */
export default function ExternalPayScreen() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = search.get('id');
  const cardPayments = useQuery(cardPaymentsQuery());
  // The server may also answer that cards are off (its configuration changed since it was asked).
  const [refused, setRefused] = useState(false);
  const off = refused || cardPayments.data?.cardPayments === 'OFF';
  const asked = !cardPayments.isPending;
  useEffect(() => {
    if (!id) {
      void navigate('/', { replace: true });
      return;
    }
    if (!asked || off) return;
    let cancelled = false;
    getExternalPayment(id)
      .then((answer) => {
        if (!cancelled) openPaymentPage(answer.data);
      })
      .catch((failure: unknown) => {
        if (cancelled) return;
        if (hasErrorCode(failure, 'CARD_PAYMENTS_UNAVAILABLE')) return setRefused(true);
        notifyError(errorMessage(failure, 'This payment link cannot be opened'));
        void navigate('/', { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [id, navigate, asked, off]);
  if (id && off)
    return (
      <Center mih={360} p="md">
        <Paper withBorder p="xl" maw={520}>
          <Stack gap="sm" align="center" ta="center">
            <Title order={1} size="h2">
              {moneyTexts.cardPaymentsOff}
            </Title>
            <Text>{portalTexts.linkUnpayable}</Text>
            <Button component={Link} to="/" variant="light">
              Go to Kusp
            </Button>
          </Stack>
        </Paper>
      </Center>
    );
  return (
    <Center mih={320}>
      <Loader aria-label="Opening the payment page" />
    </Center>
  );
}
