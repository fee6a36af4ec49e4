import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatRupees, type TransactionStatistics } from '@kusp/contracts';

/** Chat sessions, Video sessions, Questions Answered, Portal payments (added), Total Earnings. */
export function StatisticsTiles({ statistics }: { statistics: TransactionStatistics }) {
  const tiles: Array<[string, string]> = [
    ['Chat sessions', String(statistics.liveChatSessions)],
    ['Video sessions', String(statistics.liveVideoCallSessions)],
    ['Questions Answered', String(statistics.questionsAnswered)],
    ['Portal payments', String(statistics.portalPayments)],
    ['Total Earnings', formatRupees(statistics.totalEarnings)],
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
