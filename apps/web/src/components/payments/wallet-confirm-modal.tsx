import { Button, Group, Modal, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paiseToMillicredits, type Quote } from '@kusp/contracts';
import { useMoneyWords } from './money-words';
import { PriceWithTax } from './price-with-tax';

/**
 * 'Would you like to deduct this amount (…) from your wallet?' with Yes / Don't (spec part 2
 * section 4, Ordering), the amount in credits; under it the price with its tax lines, the balance
 * and the balance after. Closing the dialog counts as Don't.
 */
export function WalletConfirmModal({
  opened,
  invoice,
  balance,
  paying,
  onYes,
  onDont,
}: {
  opened: boolean;
  /** The server's quote of what is paid, in paise. */
  invoice: Quote;
  /** The wallet's balance in millicredits, as read just before asking. */
  balance: number;
  /** True while the wallet payment is on its way. */
  paying: boolean;
  onYes: () => void;
  onDont: () => void;
}) {
  const { t } = useTranslation('payments');
  const money = useMoneyWords();
  const cost = paiseToMillicredits(invoice.totalAmount);
  const rows: Array<[string, ReactNode]> = [
    [
      t('walletConfirm.price'),
      <>
        {money.credits(cost)} (<PriceWithTax quote={invoice} />)
      </>,
    ],
    [t('walletConfirm.balance'), money.credits(balance)],
    [t('walletConfirm.balanceAfter'), money.credits(balance - cost)],
  ];
  return (
    <Modal opened={opened} onClose={onDont} title={t('walletConfirm.title')} centered>
      <Text>{t('messages:payment.walletConfirm', { amount: money.credits(cost) })}</Text>
      <Table mt="md" aria-label={t('walletConfirm.table')}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              {/* Labels on one line; on a phone the price beside them wraps instead. */}
              <Table.Th scope="row" fw={400} style={{ whiteSpace: 'nowrap' }}>
                {label}
              </Table.Th>
              <Table.Td ta="right">{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed" mt="xs">
        {t('creditRate')}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onDont} disabled={paying}>
          {t('walletConfirm.dont')}
        </Button>
        <Button onClick={onYes} loading={paying}>
          {t('walletConfirm.yes')}
        </Button>
      </Group>
    </Modal>
  );
}
