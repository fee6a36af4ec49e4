import { Card, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '@kusp/contracts';
import { useLanguage } from '@/lib/language';

/**
 * What Kusp owes the astrologer: earnings recorded less payouts (and earnings taken back by
 * refunds, which can leave it below zero after a payout; the next earnings make that up first).
 */
export function PayableBalance({ payable }: { payable: number }) {
  const { t } = useTranslation('earnings');
  const { locale } = useLanguage();
  return (
    <Card withBorder aria-label={t('moneyEarned.payable')}>
      <Text size="sm" c="dimmed">
        {t('moneyEarned.payable')}
      </Text>
      <Text fz="xl" fw={700} c={payable < 0 ? 'red' : undefined}>
        {formatRupees(payable, locale)}
      </Text>
      <Text size="xs" c="dimmed">
        {t(payable < 0 ? 'moneyEarned.payableNegative' : 'moneyEarned.payablePositive')}
      </Text>
    </Card>
  );
}
