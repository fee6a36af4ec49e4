import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { formatRupees, portalTexts } from '@kusp/contracts';
import { paymentLinkSummaryQuery } from '@/features/horoscopes/api/portal';
import { PaymentLinkPage } from '@/features/horoscopes/components/payment-link-page';

/**
 * Where the client lands after paying a payment link, naming whom they paid and how much; with
 * refunded=true the link could no longer be paid when the payment arrived (expired, withdrawn or
 * already paid) and it is given back.
 */
export default function ExternalPaidScreen() {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const refunded = search.get('refunded') === 'true';
  const summary = useQuery({ ...paymentLinkSummaryQuery(id), enabled: Boolean(id) && !refunded });
  const paid = summary.data?.status === 'PAID' ? summary.data : null;
  return (
    <PaymentLinkPage title={refunded ? portalTexts.paymentRefunded : portalTexts.thankYou}>
      {paid && (
        <Text>
          You paid {formatRupees(paid.invoice.totalAmount)} to {paid.astrologerName}.
        </Text>
      )}
      <Text>{refunded ? portalTexts.paymentRefundedDetail : portalTexts.thankYouDetail}</Text>
    </PaymentLinkPage>
  );
}
