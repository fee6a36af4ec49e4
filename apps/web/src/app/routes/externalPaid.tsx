import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatRupees } from '@kusp/contracts';
import { paymentLinkSummaryQuery } from '@/features/horoscopes/api/portal';
import { PaymentLinkPage } from '@/features/horoscopes/components/payment-link-page';
import { useLanguage } from '@/lib/language';

/**
 * Where the client lands after paying a payment link, naming whom they paid and how much; with
 * refunded=true the link could no longer be paid when the payment arrived (expired, withdrawn or
 * already paid) and it is given back.
 */
export default function ExternalPaidScreen() {
  const { t } = useTranslation('clients');
  const { locale } = useLanguage();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const refunded = search.get('refunded') === 'true';
  const summary = useQuery({ ...paymentLinkSummaryQuery(id), enabled: Boolean(id) && !refunded });
  const paid = summary.data?.status === 'PAID' ? summary.data : null;
  return (
    <PaymentLinkPage title={t(refunded ? 'payer.refunded' : 'payer.thankYou')}>
      {paid && (
        <Text>
          {t('payer.youPaid', {
            amount: formatRupees(paid.invoice.totalAmount, locale),
            name: paid.astrologerName,
          })}
        </Text>
      )}
      <Text>{t(refunded ? 'payer.refundedDetail' : 'payer.thankYouDetail')}</Text>
    </PaymentLinkPage>
  );
}
