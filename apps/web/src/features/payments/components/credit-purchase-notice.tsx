import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paiseToMillicredits } from '@kusp/contracts';
import { useMoneyWords } from '@/components/payments/money-words';
import { pendingOrder, takeRedirect } from '@/lib/payment-session';
import { useOrder } from '../api/get-order';

/**
 * After a paid credit purchase the provider sends the customer back to the profile (the order's
 * stored place). The order kept in session storage tells what was bought: once the server has it
 * PAID, this says so with the credits added and the new balance, and the payment is forgotten.
 */
export function CreditPurchaseNotice({ balance }: { balance: number | undefined }) {
  const { t } = useTranslation('payments');
  const { credits } = useMoneyWords();
  const [pending] = useState(pendingOrder);
  const [closed, setClosed] = useState(false);
  const order = useOrder(pending?.orderId).data;
  const paid = order?.serviceCode === 'CREDIT_PURCHASE' && order.status === 'PAID' ? order : null;
  useEffect(() => {
    if (paid) takeRedirect();
  }, [paid]);
  if (!paid || balance === undefined || closed) return null;
  return (
    <Alert
      color="teal"
      variant="light"
      title={t('messages:payment.success')}
      withCloseButton
      closeButtonLabel={t('closeNotice')}
      onClose={() => setClosed(true)}
      mb="md"
    >
      {t('purchased', {
        credits: credits(paiseToMillicredits(paid.invoice.baseRate)),
        balance: credits(balance),
      })}
    </Alert>
  );
}
