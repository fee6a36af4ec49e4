import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  creditTopUps,
  creditsToMillicredits,
  defaultCreditTopUp,
  formatCredits,
  formatRupees,
  href,
} from '@kusp/contracts';
import { useCardPaymentsOff } from '@/hooks/use-card-payments';
import { errorMessage } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { cardProcessor, openPaymentPage, storePendingOrder } from '@/lib/payment-session';
import { useSession } from '@/lib/session';
import { useBuyCredits } from '../api/buy-credits';
import { useCreditPricing } from '../api/get-credit-pricing';

/**
 * Buy Credits (spec part 2 section 4, Credits): 100, 200, 500, 750 or 1000, default 100. The order
 * is made by the server and the browser goes to the payment page; the return leads to the profile.
 * While card payments are off the dialog says so and offers no Buy.
 */
export function BuyCreditsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const { locale } = useLanguage();
  const userId = useSession((s) => s.userId);
  const [amount, setAmount] = useState<number>(defaultCreditTopUp);
  const pricing = useCreditPricing(amount, opened);
  const buy = useBuyCredits();
  const cardsOff = useCardPaymentsOff();
  // One key per attempt; a failed attempt gets a new one so the retry is a new request.
  const idempotencyKey = useRef(crypto.randomUUID());

  const onBuy = async () => {
    if (!userId) return;
    try {
      const answer = await buy.mutateAsync({
        amount,
        paymentProcessor: cardProcessor,
        serviceCode: 'CREDIT_PURCHASE',
        customerId: userId,
        idempotencyKey: idempotencyKey.current,
      });
      storePendingOrder({ orderId: answer.orderId }, href('userProfile'));
      openPaymentPage(answer.data);
    } catch {
      idempotencyKey.current = crypto.randomUUID();
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('buyCredits')} centered>
      <Stack gap="md">
        <Radio.Group
          label={t('creditsTitle')}
          description={t('creditRate')}
          value={String(amount)}
          onChange={(value) => {
            setAmount(Number(value));
            idempotencyKey.current = crypto.randomUUID();
          }}
        >
          <Group mt="xs">
            {creditTopUps.map((credits) => (
              <Radio
                key={credits}
                value={String(credits)}
                label={formatCredits(creditsToMillicredits(credits), locale)}
              />
            ))}
          </Group>
        </Radio.Group>
        <Text>
          {t('youPay')}{' '}
          <strong>
            {pricing.data
              ? formatRupees(pricing.data.totalAmount, locale)
              : pricing.isError
                ? t('messages:payment.pricingFailed')
                : '…'}
          </strong>
        </Text>
        {cardsOff && (
          <Alert color="yellow">
            <Text fw={600} size="sm">
              {t('shortWallet.cardPaymentsOff')}
            </Text>
            <Text size="sm">{t('cardPaymentsOffWallet')}</Text>
          </Alert>
        )}
        {buy.isError && <Alert color="red">{errorMessage(buy.error)}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={buy.isPending}>
            {t('cancel')}
          </Button>
          <Button
            onClick={() => void onBuy()}
            loading={buy.isPending || buy.isSuccess}
            disabled={cardsOff}
          >
            {t('buy')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
