import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paiseToMillicredits, type ChatSession } from '@kusp/contracts';
import { useMoneyWords } from '@/components/payments/money-words';
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
  title,
  keepLabel,
  confirmLabel,
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
  const { t } = useTranslation('chat');
  const money = useMoneyWords();
  const left = formatCountdown(remainingMs ?? 0);
  const cost = money.credits(paiseToMillicredits(session.totalAmount));
  return (
    <Modal opened={opened} onClose={onClose} title={title ?? t('endSession.title')} centered>
      <Stack gap="xs">
        <Text fw={600}>
          {isCustomer
            ? t('endSession.customerCost', { cost, left })
            : t('endSession.astrologerLeft', { left })}
        </Text>
        <Text>{t(isCustomer ? 'endSession.customer' : 'endSession.astrologer')}</Text>
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={ending}>
          {keepLabel ?? t('endSession.keep')}
        </Button>
        {/* red.8: white on it reads at AA contrast, as red.6 does not. */}
        <Button color="red.8" onClick={onConfirm} loading={ending}>
          {confirmLabel ?? t('endSession.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
