import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRupees, type TransactionStatistics } from '@kusp/contracts';
import { useLanguage } from '@/lib/language';

/** Chat sessions, Video sessions, Questions Answered, Portal payments (added), Total Earnings. */
export function StatisticsTiles({ statistics }: { statistics: TransactionStatistics }) {
  const { t } = useTranslation('earnings');
  const { locale } = useLanguage();
  const tiles: Array<[string, string]> = [
    [t('transactions.statistics.chat'), String(statistics.liveChatSessions)],
    [t('transactions.statistics.video'), String(statistics.liveVideoCallSessions)],
    [t('transactions.statistics.questions'), String(statistics.questionsAnswered)],
    [t('transactions.statistics.portal'), String(statistics.portalPayments)],
    [t('transactions.statistics.total'), formatRupees(statistics.totalEarnings, locale)],
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 5 }}>
      {tiles.map(([label, value]) => (
        <Paper key={label} withBorder p="md" role="group" aria-label={label}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fz="xl" fw={700}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
