import { Button, Group, Modal, Text } from '@mantine/core';
import { fillMessage, formatRupees, messages } from '@kusp/contracts';

/**
 * 'Would you like to deduct this amount (…) from your wallet?' with Yes / Don't (spec part 2
 * section 4, Ordering). Closing the dialog counts as Don't.
 */
export function WalletConfirmModal({
  opened,
  totalAmount,
  paying,
  onYes,
  onDont,
}: {
  opened: boolean;
  /** The order's total in paise. */
  totalAmount: number;
  /** True while the wallet payment is on its way. */
  paying: boolean;
  onYes: () => void;
  onDont: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onDont} title="Pay from your wallet" centered>
      <Text>
        {fillMessage(messages.payment.walletConfirm, { amount: formatRupees(totalAmount) })}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onDont} disabled={paying}>
          Don&apos;t
        </Button>
        <Button onClick={onYes} loading={paying}>
          Yes
        </Button>
      </Group>
    </Modal>
  );
}
