import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatRupees, type PaymentLinkSummary } from '@kusp/contracts';
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
import { useLanguage } from '@/lib/language';
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
  const { t } = useTranslation('clients');
  const { locale } = useLanguage();
  const queryClient = useQueryClient();
  const summary = useQuery(paymentLinkSummaryQuery(id));
  const cardPayments = useQuery(cardPaymentsQuery());
  // The server may also answer that cards are off (its configuration changed since it was asked).
  const [refused, setRefused] = useState(false);
  const [opening, setOpening] = useState(false);
  if (summary.isPending)
    return (
      <Center mih={320}>
        <Loader aria-label={t('payer.opening')} />
      </Center>
    );
  if (summary.isError)
    return (
      <PaymentLinkPage title={t('payer.unknown')}>
        <Text>
          {summary.error instanceof ApiError && summary.error.status === 404
            ? t('payer.unknownDetail')
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
      notifyError(errorMessage(failure, t('payer.unknown')));
    }
  };
  return (
    <PaymentLinkPage
      title={t('payer.title', { name: link.astrologerName })}
      action={
        off ? undefined : (
          <Button size="md" onClick={() => void pay()} loading={opening || cardPayments.isPending}>
            {t('payer.pay', { amount: formatRupees(link.invoice.totalAmount, locale) })}
          </Button>
        )
      }
    >
      <Text>
        {t('payer.sent', {
          name: link.astrologerName,
          until: localDateTime(link.expiresAt, locale),
        })}
      </Text>
      <Stack w="100%" gap={0} ta="left">
        <InvoiceLines invoice={link.invoice} label={t('payer.whatYouPay')} />
      </Stack>
      {off && (
        <>
          <Title order={2} size="h4">
            {t('payer.cardPaymentsOff')}
          </Title>
          <Text>{t('payer.unpayable')}</Text>
        </>
      )}
    </PaymentLinkPage>
  );
}

/** A link that can no longer be paid: already paid (and when), cancelled, or expired. */
function ClosedLink({ link }: { link: PaymentLinkSummary }) {
  const { t } = useTranslation('clients');
  const { locale } = useLanguage();
  const amount = formatRupees(link.invoice.totalAmount, locale);
  if (link.status === 'PAID')
    return (
      <PaymentLinkPage title={t('payer.paid')}>
        <Text>
          {link.paidAt
            ? t('payer.paidToOn', {
                amount,
                name: link.astrologerName,
                when: localDateTime(link.paidAt, locale),
              })
            : t('payer.paidTo', { amount, name: link.astrologerName })}
        </Text>
        <Text>{t('payer.paidDetail')}</Text>
      </PaymentLinkPage>
    );
  if (link.status === 'REVOKED')
    return (
      <PaymentLinkPage title={t('payer.revoked')}>
        <Text>{t('payer.expiredDetail')}</Text>
      </PaymentLinkPage>
    );
  return (
    <PaymentLinkPage title={t('payer.expired')}>
      <Text>{t('payer.expiredDetail')}</Text>
    </PaymentLinkPage>
  );
}
