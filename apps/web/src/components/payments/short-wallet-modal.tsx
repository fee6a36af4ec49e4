import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  formatCredits,
  formatRupees,
  href,
  moneyTexts,
  paiseToMillicredits,
} from '@kusp/contracts';
import { useCardPaymentsOff } from '@/hooks/use-card-payments';

/** Texts of the short-wallet dialog (issue 42); the figures are filled in as shown elsewhere. */
const shortWalletTexts = {
  title: 'Not enough credits',
  costs: (price: string, balance: string) => `This costs ${price}; your wallet holds ${balance}.`,
  missing: (missing: string) => `You need ${missing} more.`,
  buy: 'Buy credits',
  card: (amount: string) => `Pay ${amount} by card`,
  later: 'Not now',
} as const;

const credits = (millicredits: number) => `${formatCredits(millicredits)} credits`;

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
  return (
    <Modal opened={opened} onClose={onClose} title={shortWalletTexts.title} centered>
      <Stack gap="xs">
        <Text>{shortWalletTexts.costs(credits(price), credits(Math.max(0, balance)))}</Text>
        <Text fw={600}>{shortWalletTexts.missing(credits(price - Math.max(0, balance)))}</Text>
        {cardsOff && <Text size="sm">{moneyTexts.cardPaymentsOff}</Text>}
      </Stack>
      <Group justify="flex-end" mt="lg" gap="xs">
        <Button variant="default" onClick={onClose}>
          {shortWalletTexts.later}
        </Button>
        <Button variant="light" component={Link} to={href('userProfile')} onClick={onClose}>
          {shortWalletTexts.buy}
        </Button>
        {!cardsOff && (
          <Button onClick={onCard}>{shortWalletTexts.card(formatRupees(totalAmount))}</Button>
        )}
      </Group>
    </Modal>
  );
}
