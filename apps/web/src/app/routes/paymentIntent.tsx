import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { href } from '@kusp/contracts';
import { OrderSummary } from '@/features/payments/components/order-summary';
import { pendingOrder, takeRedirect } from '@/lib/payment-session';

export default function PaymentIntentScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pending] = useState(pendingOrder);
  // Spec part 2 section 8: with no order, the astrologer list.
  if (!pending) return <Navigate to={href('astrologerList')} replace />;
  return (
    <Stack gap="md" maw={640}>
      <Title order={1} size="h2">
        {t('routes:paymentIntent')}
      </Title>
      <OrderSummary
        pending={pending}
        onMissing={() => {
          takeRedirect();
          void navigate(href('astrologerList'), { replace: true });
        }}
        onPaid={() => void navigate(takeRedirect(), { replace: true })}
      />
    </Stack>
  );
}
