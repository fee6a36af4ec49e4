import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Anchor, Card, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href, type AdminDashboard } from '@kusp/contracts';
import { FormError } from '@/components/ui/form-error';
import { dayOf } from '@/lib/dates';
import { errorMessage } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { useMoneyWords } from '@/components/payments/money-words';
import { useDashboard } from '../api/get-dashboard';

const total = (lines: AdminDashboard['revenueToday']) =>
  lines.reduce((sum, line) => sum + line.amount, 0);

function Tile({ label, value, link }: { label: string; value: string; link?: React.ReactNode }) {
  return (
    <Card withBorder padding="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} mt={4} style={{ fontSize: 'clamp(1.1rem, 4.6vw, 1.75rem)' }}>
        {value}
      </Text>
      {link}
    </Card>
  );
}

/**
 * The operator's day at a glance (docs/operations.md): orders and revenue from the ledger, reviews
 * waiting, open disputes, payouts due, and 90 days of revenue.
 */
export function Dashboard() {
  const { t } = useTranslation('operators');
  const { locale } = useLanguage();
  const { rupees } = useMoneyWords();
  const { data, error, isPending } = useDashboard();
  if (isPending) return <Loader aria-label={t('common:loading')} />;
  if (error || !data) return <FormError message={errorMessage(error)} />;
  const services = data.revenueThisMonth.toSorted((a, b) => b.amount - a.amount);
  const today = new Map(data.revenueToday.map((line) => [line.serviceCode, line.amount]));
  const chart = data.revenueByDay.map((day) => ({
    date: dayOf(day.date).slice(0, 5),
    revenue: day.amount / 100,
  }));
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <Tile label={t('dashboard.ordersToday')} value={String(data.ordersToday)} />
        <Tile label={t('dashboard.ordersThisMonth')} value={String(data.ordersThisMonth)} />
        <Tile label={t('dashboard.revenueToday')} value={rupees(total(data.revenueToday))} />
        <Tile
          label={t('dashboard.revenueThisMonth')}
          value={rupees(total(data.revenueThisMonth))}
        />
        <Tile
          label={t('dashboard.pendingReviews')}
          value={String(data.pendingReviews)}
          link={
            <Anchor component={Link} to={href('adminReviews')} size="sm">
              {t('dashboard.openQueue')}
            </Anchor>
          }
        />
        <Tile
          label={t('dashboard.openDisputes')}
          value={String(data.openDisputes)}
          link={
            <Anchor component={Link} to={href('adminDisputes')} size="sm">
              {t('dashboard.openTheDisputes')}
            </Anchor>
          }
        />
        <Tile
          label={t('dashboard.payoutsDue', {
            astrologers: t('astrologers', { count: data.payoutsDue.astrologers }),
          })}
          value={rupees(data.payoutsDue.amount)}
          link={
            <Anchor component={Link} to={href('adminPayouts')} size="sm">
              {t('dashboard.openPayouts')}
            </Anchor>
          }
        />
      </SimpleGrid>

      <Card withBorder padding="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('dashboard.byService')}
        </Title>
        {services.length === 0 ? (
          <Text c="dimmed">{t('dashboard.noRevenue')}</Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('dashboard.service')}</Table.Th>
                <Table.Th ta="right">{t('dashboard.today')}</Table.Th>
                <Table.Th ta="right">{t('dashboard.thisMonth')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {services.map((line) => (
                <Table.Tr key={line.serviceCode}>
                  <Table.Td>{t(`payments:services.${line.serviceCode}`)}</Table.Td>
                  <Table.Td ta="right">{rupees(today.get(line.serviceCode) ?? 0)}</Table.Td>
                  <Table.Td ta="right">{rupees(line.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>

      <Card withBorder padding="md" radius="md">
        <Title order={2} size="h4" mb="sm" id="revenue-by-day">
          {t('dashboard.byDay')}
        </Title>
        <BarChart
          h={260}
          data={chart}
          dataKey="date"
          series={[{ name: 'revenue', label: t('dashboard.revenue'), color: 'violet.6' }]}
          tickLine="y"
          gridAxis="y"
          valueFormatter={(amount) => rupees(Math.round(amount * 100))}
          yAxisProps={{
            width: 64,
            tickFormatter: (amount: number) => `₹${amount.toLocaleString(locale)}`,
          }}
          aria-labelledby="revenue-by-day"
          role="img"
        />
      </Card>
    </Stack>
  );
}
