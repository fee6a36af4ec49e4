import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href, paiseToMillicredits } from '@kusp/contracts';
import { useCardPaymentsOff } from '@/hooks/use-card-payments';
import { useMoneyWords } from './money-words';

/**
 * A wallet short of the price: what it costs, what the wallet holds and how many credits are
 * missing, with the two ways on: buy credits (the profile's Buy Credits) or pay the whole price by
 * card. Closing it pays nothing; an unpaid question stays a draft on My Questions. When the server
 * takes no cards (production without a provider) it says so in place of the card button.
 */
export function ShortWalletModal({
  opened,
  totalAmount,
  balance,
  onCard,
  onClose,
}: {
  opened: boolean;
  /** The order's total in paise. */
  totalAmount: number;
  /** The wallet balance in millicredits. */
  balance: number;
  onCard: () => void;
  onClose: () => void;
}) {
  const price = paiseToMillicredits(totalAmount);
  const cardsOff = useCardPaymentsOff();
  const { t } = useTranslation('payments');
  const { credits, rupees } = useMoneyWords();
  return (
    <Modal opened={opened} onClose={onClose} title={t('shortWallet.title')} centered>
      <Stack gap="xs">
        <Text>
          {t('shortWallet.costs', {
            price: credits(price),
            balance: credits(Math.max(0, balance)),
          })}
        </Text>
        <Text fw={600}>
          {t('shortWallet.missing', { missing: credits(price - Math.max(0, balance)) })}
        </Text>
        {cardsOff && <Text size="sm">{t('shortWallet.cardPaymentsOff')}</Text>}
      </Stack>
      <Group justify="flex-end" mt="lg" gap="xs">
        <Button variant="default" onClick={onClose}>
          {t('shortWallet.later')}
        </Button>
        <Button variant="light" component={Link} to={href('userProfile')} onClick={onClose}>
          {t('shortWallet.buy')}
        </Button>
        {!cardsOff && (
          <Button onClick={onCard}>{t('shortWallet.card', { amount: rupees(totalAmount) })}</Button>
        )}
      </Group>
    </Modal>
  );
}
