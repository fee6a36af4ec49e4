import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Anchor, Card, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatRupees, href, serviceLabels, type AdminDashboard } from '@kusp/contracts';
import { FormError } from '@/components/ui/form-error';
import { dayOf } from '@/lib/dates';
import { errorMessage } from '@/lib/api-client';
import { useDashboard } from '../api/get-dashboard';
import { astrologerCount } from './astrologer-count';

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
  const { data, error, isPending } = useDashboard();
  if (isPending) return <Loader aria-label="Loading" />;
  if (error || !data) return <FormError message={errorMessage(error)} />;
  const services = data.revenueThisMonth.toSorted((a, b) => b.amount - a.amount);
  const today = new Map(data.revenueToday.map((line) => [line.serviceCode, line.amount]));
  const chart = data.revenueByDay.map((day) => ({
    date: dayOf(day.date).slice(0, 5),
    Revenue: day.amount / 100,
  }));
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <Tile label="Orders today" value={String(data.ordersToday)} />
        <Tile label="Orders this month" value={String(data.ordersThisMonth)} />
        <Tile label="Revenue today" value={formatRupees(total(data.revenueToday))} />
        <Tile label="Revenue this month" value={formatRupees(total(data.revenueThisMonth))} />
        <Tile
          label="Astrologers to review"
          value={String(data.pendingReviews)}
          link={
            <Anchor component={Link} to={href('adminReviews')} size="sm">
              Open the queue
            </Anchor>
          }
        />
        <Tile
          label="Open disputes"
          value={String(data.openDisputes)}
          link={
            <Anchor component={Link} to={href('adminDisputes')} size="sm">
              Open the disputes
            </Anchor>
          }
        />
        <Tile
          label={`Payouts due (${astrologerCount(data.payoutsDue.astrologers)})`}
          value={formatRupees(data.payoutsDue.amount)}
          link={
            <Anchor component={Link} to={href('adminPayouts')} size="sm">
              Open the payouts
            </Anchor>
          }
        />
      </SimpleGrid>

      <Card withBorder padding="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          Revenue by service
        </Title>
        {services.length === 0 ? (
          <Text c="dimmed">No revenue this month yet.</Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Service</Table.Th>
                <Table.Th ta="right">Today</Table.Th>
                <Table.Th ta="right">This month</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {services.map((line) => (
                <Table.Tr key={line.serviceCode}>
                  <Table.Td>{serviceLabels[line.serviceCode]}</Table.Td>
                  <Table.Td ta="right">{formatRupees(today.get(line.serviceCode) ?? 0)}</Table.Td>
                  <Table.Td ta="right">{formatRupees(line.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>

      <Card withBorder padding="md" radius="md">
        <Title order={2} size="h4" mb="sm" id="revenue-by-day">
          Revenue by day, last 90 days (₹)
        </Title>
        <BarChart
          h={260}
          data={chart}
          dataKey="date"
          series={[{ name: 'Revenue', color: 'violet.6' }]}
          tickLine="y"
          gridAxis="y"
          valueFormatter={(rupees) => formatRupees(Math.round(rupees * 100))}
          yAxisProps={{
            width: 64,
            tickFormatter: (rupees: number) => `₹${rupees.toLocaleString('en-IN')}`,
          }}
          aria-labelledby="revenue-by-day"
          role="img"
        />
      </Card>
    </Stack>
  );
}
