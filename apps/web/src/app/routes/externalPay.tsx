import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { formatRupees, moneyTexts, portalTexts, type PaymentLinkSummary } from '@kusp/contracts';
import { InvoiceLines } from '@/components/payments/invoice-lines';
import {
  getExternalPayment,
  paymentLinkSummaryQuery,
  portalKeys,
} from '@/features/horoscopes/api/portal';
import { PaymentLinkPage } from '@/features/horoscopes/components/payment-link-page';
import { cardPaymentsQuery } from '@/hooks/use-card-payments';
import { ApiError, errorMessage, hasErrorCode } from '@/lib/api-client';
import { localDateTime } from '@/lib/dates';
import { notifyError } from '@/lib/notify';
import { openPaymentPage } from '@/lib/payment-session';

/**
 * /external/pay?id=…: the payer's page of a payment link. It names the astrologer and shows the
 * lines the payer pays; Pay goes to the card provider's page. A paid link says so (with when), as do
 * a cancelled, an expired and an unknown one; an empty id goes to / (spec part 2 section 2). While
 * card payments are off the page says so instead of Pay.
 */
export default function ExternalPayScreen() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = search.get('id');
  useEffect(() => {
    if (!id) void navigate('/', { replace: true });
  }, [id, navigate]);
  if (!id) return null;
  return <PayerPage id={id} />;
}

function PayerPage({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const summary = useQuery(paymentLinkSummaryQuery(id));
  const cardPayments = useQuery(cardPaymentsQuery());
  // The server may also answer that cards are off (its configuration changed since it was asked).
  const [refused, setRefused] = useState(false);
  const [opening, setOpening] = useState(false);
  if (summary.isPending)
    return (
      <Center mih={320}>
        <Loader aria-label="Opening the payment link" />
      </Center>
    );
  if (summary.isError)
    return (
      <PaymentLinkPage title={portalTexts.paymentLinkUnknown}>
        <Text>
          {summary.error instanceof ApiError && summary.error.status === 404
            ? portalTexts.paymentLinkUnknownDetail
            : errorMessage(summary.error)}
        </Text>
      </PaymentLinkPage>
    );
  const link = summary.data;
  if (link.status !== 'CREATED') return <ClosedLink link={link} />;

  const off = refused || cardPayments.data?.cardPayments === 'OFF';
  const pay = async () => {
    setOpening(true);
    try {
      openPaymentPage((await getExternalPayment(id)).data);
    } catch (failure) {
      setOpening(false);
      if (hasErrorCode(failure, 'CARD_PAYMENTS_UNAVAILABLE')) return setRefused(true);
      // Paid, cancelled or expired meanwhile: the page shows where the link stands now.
      if (failure instanceof ApiError && [404, 409].includes(failure.status))
        return void queryClient.invalidateQueries({ queryKey: portalKeys.paymentLinkSummary(id) });
      notifyError(errorMessage(failure, portalTexts.paymentLinkUnknown));
    }
  };
  return (
    <PaymentLinkPage
      title={`Pay ${link.astrologerName}`}
      action={
        off ? undefined : (
          <Button size="md" onClick={() => void pay()} loading={opening || cardPayments.isPending}>
            Pay {formatRupees(link.invoice.totalAmount)}
          </Button>
        )
      }
    >
      <Text>
        {link.astrologerName} has sent you this payment link on Kusp. It can be paid until{' '}
        {localDateTime(link.expiresAt)}.
      </Text>
      <Stack w="100%" gap={0} ta="left">
        <InvoiceLines invoice={link.invoice} label="What you pay" />
      </Stack>
      {off && (
        <>
          <Title order={2} size="h4">
            {moneyTexts.cardPaymentsOff}
          </Title>
          <Text>{portalTexts.linkUnpayable}</Text>
        </>
      )}
    </PaymentLinkPage>
  );
}

/** A link that can no longer be paid: already paid (and when), cancelled, or expired. */
function ClosedLink({ link }: { link: PaymentLinkSummary }) {
  if (link.status === 'PAID')
    return (
      <PaymentLinkPage title={portalTexts.paymentLinkPaid}>
        <Text>
          {formatRupees(link.invoice.totalAmount)} to {link.astrologerName}
          {link.paidAt ? `, paid on ${localDateTime(link.paidAt)}` : ''}.
        </Text>
        <Text>{portalTexts.paymentLinkPaidDetail}</Text>
      </PaymentLinkPage>
    );
  if (link.status === 'REVOKED')
    return (
      <PaymentLinkPage title={portalTexts.paymentLinkRevoked}>
        <Text>{portalTexts.paymentLinkExpiredDetail}</Text>
      </PaymentLinkPage>
    );
  return (
    <PaymentLinkPage title={portalTexts.paymentLinkExpired}>
      <Text>{portalTexts.paymentLinkExpiredDetail}</Text>
    </PaymentLinkPage>
  );
}
