import { Card, Text } from '@mantine/core';
import { formatRupees } from '@kusp/contracts';

/**
 * What Kusp owes the astrologer: earnings recorded less payouts (and earnings taken back by
 * refunds, which can leave it below zero after a payout; the next earnings make that up first).
 */
export function PayableBalance({ payable }: { payable: number }) {
  return (
    <Card withBorder aria-label="Payable balance">
      <Text size="sm" c="dimmed">
        Payable balance
      </Text>
      <Text fz="xl" fw={700} c={payable < 0 ? 'red' : undefined}>
        {formatRupees(payable)}
      </Text>
      <Text size="xs" c="dimmed">
        {payable < 0
          ? 'A refund took back an earning already paid out: your next earnings make it up first.'
          : 'Paid to your bank account by Kusp; each payout is listed below.'}
      </Text>
    </Card>
  );
}
