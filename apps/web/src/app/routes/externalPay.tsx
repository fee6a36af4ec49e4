import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { getExternalPayment } from '@/features/horoscopes/api/portal';
import { errorMessage } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { openPaymentPage } from '@/lib/payment-session';

/**
 * /external/pay?id=…: gets the payment link and goes to the card provider's page it names; an empty
 * id or a failed call goes to / (spec part 2 section 2), saying why.
 */
export default function ExternalPayScreen() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = search.get('id');
  useEffect(() => {
    if (!id) {
      void navigate('/', { replace: true });
      return;
    }
    let cancelled = false;
    getExternalPayment(id)
      .then((answer) => {
        if (!cancelled) openPaymentPage(answer.data);
      })
      .catch((failure: unknown) => {
        if (cancelled) return;
        notifyError(errorMessage(failure, 'This payment link cannot be opened'));
        void navigate('/', { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [id, navigate]);
  return (
    <Center mih={320}>
      <Loader aria-label="Opening the payment page" />
    </Center>
  );
}
