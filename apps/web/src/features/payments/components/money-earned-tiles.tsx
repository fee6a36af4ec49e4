import { Paper, SimpleGrid, Text } from '@mantine/core';
import {
  earningServiceCodes,
  earningServiceLabels,
  formatRupees,
  type MoneyEarnedItem,
} from '@kusp/contracts';

/**
 * Money Earned in tiles: each service over all months (how many, what they earned) and the total,
 * which is their sum.
 */
export function MoneyEarnedTiles({ months }: { months: MoneyEarnedItem[] }) {
  const tiles = earningServiceCodes.map((code) => ({
    label: earningServiceLabels[code],
    count: months.reduce((sum, m) => sum + m.services[code].count, 0),
    earned: months.reduce((sum, m) => sum + m.services[code].earned, 0),
  }));
  const total = months.reduce((sum, m) => sum + m.moneyEarned, 0);
  return (
    <SimpleGrid cols={{ base: 2, md: 5 }}>
      {tiles.map((tile) => (
        <Paper key={tile.label} withBorder p="md" role="group" aria-label={tile.label}>
          <Text size="sm" c="dimmed">
            {tile.label}
          </Text>
          <Text fz="xl" fw={700}>
            {tile.count}
          </Text>
          <Text size="sm">{formatRupees(tile.earned)}</Text>
        </Paper>
      ))}
      <Paper withBorder p="md" role="group" aria-label="Total earned">
        <Text size="sm" c="dimmed">
          Total earned
        </Text>
        <Text fz="xl" fw={700}>
          {formatRupees(total)}
        </Text>
      </Paper>
    </SimpleGrid>
  );
}
