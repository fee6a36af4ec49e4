import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Card, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRupees, type MoneyEarnedItem } from '@kusp/contracts';
import { useLanguage } from '@/lib/language';
import { useMonthLabel } from './month-label';

/** The astrologer's earnings by month as bars, oldest on the left (the table lists them too). */
export function EarningsChart({ months }: { months: MoneyEarnedItem[] }) {
  const { t } = useTranslation('earnings');
  const { locale } = useLanguage();
  const monthLabel = useMonthLabel('short');
  const data = [...months]
    .reverse()
    .map((m) => ({ month: monthLabel(m.month), earned: m.moneyEarned }));
  return (
    <Card withBorder>
      <Text fw={500} mb="sm" id="earnings-chart-title">
        {t('moneyEarned.chart')}
      </Text>
      {data.length === 0 ? (
        <Text c="dimmed">{t('moneyEarned.noEarnings')}</Text>
      ) : (
        <BarChart
          h={220}
          data={data}
          dataKey="month"
          series={[{ name: 'earned', label: t('moneyEarned.earned'), color: 'indigo.6' }]}
          valueFormatter={(paise) => formatRupees(paise, locale)}
          yAxisProps={{ width: 90 }}
          maxBarWidth={48}
          aria-labelledby="earnings-chart-title"
          role="img"
        />
      )}
    </Card>
  );
}
