import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Card, Text } from '@mantine/core';
import { formatRupees, monthNames, type MoneyEarnedItem } from '@kusp/contracts';

/** 'YYYY-MM' as 'Jan 2026'. */
const shortMonth = (month: string) => {
  const [year = '', number = ''] = month.split('-');
  return `${(monthNames[Number(number) - 1] ?? number).slice(0, 3)} ${year}`;
};

/** The astrologer's earnings by month as bars, oldest on the left (the table lists them too). */
export function EarningsChart({ months }: { months: MoneyEarnedItem[] }) {
  const data = [...months]
    .reverse()
    .map((m) => ({ month: shortMonth(m.month), earned: m.moneyEarned }));
  return (
    <Card withBorder>
      <Text fw={500} mb="sm" id="earnings-chart-title">
        Earnings by month
      </Text>
      {data.length === 0 ? (
        <Text c="dimmed">No earnings yet.</Text>
      ) : (
        <BarChart
          h={220}
          data={data}
          dataKey="month"
          series={[{ name: 'earned', label: 'Earned', color: 'indigo.6' }]}
          valueFormatter={(paise) => formatRupees(paise)}
          yAxisProps={{ width: 90 }}
          maxBarWidth={48}
          aria-labelledby="earnings-chart-title"
          role="img"
        />
      )}
    </Card>
  );
}
