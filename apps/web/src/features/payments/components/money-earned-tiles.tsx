import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { earningServiceCodes, formatRupees, type MoneyEarnedItem } from '@kusp/contracts';
import { useLanguage } from '@/lib/language';

/**
 * Money Earned in tiles: each service over all months (how many, what they earned) and the total,
 * which is their sum.
 */
export function MoneyEarnedTiles({ months }: { months: MoneyEarnedItem[] }) {
  const { t } = useTranslation('earnings');
  const { locale } = useLanguage();
  const tiles = earningServiceCodes.map((code) => ({
    label: t(`earningServices.${code}`),
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
          <Text size="sm">{formatRupees(tile.earned, locale)}</Text>
        </Paper>
      ))}
      <Paper withBorder p="md" role="group" aria-label={t('moneyEarned.totalEarned')}>
        <Text size="sm" c="dimmed">
          {t('moneyEarned.totalEarned')}
        </Text>
        <Text fz="xl" fw={700}>
          {formatRupees(total, locale)}
        </Text>
      </Paper>
    </SimpleGrid>
  );
}
