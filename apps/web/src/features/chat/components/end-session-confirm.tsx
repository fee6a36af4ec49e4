import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import {
  endSessionTexts,
  formatCredits,
  paiseToMillicredits,
  type ChatSession,
} from '@kusp/contracts';
import { formatCountdown } from '../session-rules';

/**
 * The question before a running paid session (chat or call) is ended early. It says what ending
 * costs, from the server's session record and clock: to the customer the session's price
 * (`totalAmount`, which an early end of theirs still costs) and the time left; to the astrologer
 * the time left and that the customer is refunded the unused minutes (docs/chat.md, Money).
 */
export function EndSessionConfirm({
  session,
  isCustomer,
  remainingMs,
  opened,
  ending,
  title = endSessionTexts.title,
  keepLabel = endSessionTexts.keep,
  confirmLabel = endSessionTexts.confirm,
  onClose,
  onConfirm,
}: {
  session: Pick<ChatSession, 'totalAmount'>;
  isCustomer: boolean;
  /** Time left by the server's clock; null before the session started. */
  remainingMs: number | null;
  opened: boolean;
  ending: boolean;
  title?: string;
  keepLabel?: string;
  confirmLabel?: string;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const left = formatCountdown(remainingMs ?? 0);
  const cost = `${formatCredits(paiseToMillicredits(session.totalAmount))} credits`;
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="xs">
        <Text fw={600}>
          {isCustomer
            ? endSessionTexts.customerCost(cost, left)
            : endSessionTexts.astrologerLeft(left)}
        </Text>
        <Text>{isCustomer ? endSessionTexts.customer : endSessionTexts.astrologer}</Text>
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={ending}>
          {keepLabel}
        </Button>
        <Button color="red" onClick={onConfirm} loading={ending}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
