import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  creditsText,
  formatRupees,
  serviceLabels,
  type OrderLedgerLine,
  type OrderRecord,
} from '@kusp/contracts';
import { FormError } from '@/components/ui/form-error';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { ShortId } from '@/components/ui/short-id';
import { errorMessage } from '@/lib/api-client';
import { localDateTime } from '@/lib/dates';
import { useOrderRecord, useOrderSearch } from '../api/orders';
import { RefundForm } from './refund-form';

/** Wallet lines are millicredits, earnings lines paise. */
const ledgerAmount = (line: OrderLedgerLine) =>
  line.account === 'WALLET' ? creditsText(line.amount) : formatRupees(line.amount);

function OrderDetails({ record }: { record: OrderRecord }) {
  const { order } = record;
  return (
    <Stack gap="md" component="section" aria-label="Order">
      <Card withBorder radius="md" padding="md">
        <Stack gap={4}>
          <Group justify="space-between">
            <Title order={2} size="h4">
              {serviceLabels[order.serviceCode]} · {formatRupees(order.total)}
            </Title>
            <Badge variant="light">{order.status}</Badge>
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            Order {order.orderId}
          </Text>
          <Text size="sm">
            Customer: {order.customerName ?? '—'}{' '}
            {order.customerEmail && `(${order.customerEmail})`}
          </Text>
          <Text size="sm">Astrologer: {order.astrologerName ?? '—'}</Text>
          <Text size="sm" c="dimmed">
            Made {localDateTime(order.createdAt)}
            {order.paidAt && ` · paid ${localDateTime(order.paidAt)}`}
          </Text>
        </Stack>
      </Card>

      <Title order={3} size="h5">
        Ledger lines
      </Title>
      <ResponsiveTable
        label="Ledger lines"
        columns={['When', 'Account', 'Kind', 'Amount', 'Note']}
        rows={record.ledger.map((line) => ({
          key: line.entryId,
          cells: [
            localDateTime(line.createdAt),
            line.account === 'WALLET' ? "Customer's wallet" : "Astrologer's earnings",
            line.kind,
            ledgerAmount(line),
            line.note ?? '—',
          ],
        }))}
      />

      <Title order={3} size="h5">
        Payments
      </Title>
      <ResponsiveTable
        label="Payments"
        columns={['When', 'Paid by', 'Status', 'Amount', 'Provider reference']}
        rows={record.payments.map((payment) => ({
          key: payment.paymentId,
          cells: [
            localDateTime(payment.createdAt),
            payment.processor === 'WALLET' ? 'Wallet' : `Card (${payment.processor})`,
            payment.status,
            formatRupees(payment.amount),
            payment.providerReference ?? '—',
          ],
        }))}
      />

      <Title order={3} size="h5">
        Refunds
      </Title>
      <ResponsiveTable
        label="Refunds"
        columns={['When', 'To', 'Amount', 'Earning reversed', 'Reason']}
        empty="No refunds."
        rows={record.refunds.map((refund) => ({
          key: refund.refundId,
          cells: [
            localDateTime(refund.createdAt),
            refund.destination === 'WALLET' ? 'Wallet' : 'Card',
            formatRupees(refund.amount),
            formatRupees(refund.earningReversed),
            refund.reason,
          ],
        }))}
      />

      {record.disputes.length > 0 && (
        <Text size="sm">
          Disputes:{' '}
          {record.disputes.map((d) => `${d.status.toLowerCase()} (${d.reason})`).join('; ')}
        </Text>
      )}

      {record.refundable > 0 && (
        <Card withBorder radius="md" padding="md">
          <Title order={3} size="h5" mb="sm">
            Refund
          </Title>
          <RefundForm record={record} />
        </Card>
      )}
    </Stack>
  );
}

function SelectedOrder({ orderId }: { orderId: string }) {
  const { data, error, isPending } = useOrderRecord(orderId);
  if (isPending) return <Loader aria-label="Loading" />;
  if (error || !data) return <FormError message={errorMessage(error)} />;
  return <OrderDetails record={data} />;
}

/**
 * Finds orders by an id, or a customer's or astrologer's e-mail or username, and shows one with its
 * ledger lines, payments and refunds (ids, people and amounts: never question or chat text).
 */
export function OrdersPanel() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const selected = params.get('order');
  const [typed, setTyped] = useState(q);
  const found = useOrderSearch(q);
  const show = (next: { q?: string; order?: string }) =>
    setParams(
      Object.fromEntries(Object.entries(next).filter(([, value]) => value)) as Record<
        string,
        string
      >,
    );
  return (
    <Stack gap="md">
      <form
        aria-label="Find orders"
        onSubmit={(event) => {
          event.preventDefault();
          show({ q: typed.trim() });
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Order id, customer or astrologer"
            description="An id, an e-mail or a username"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            miw={280}
            style={{ flex: 1 }}
            maxLength={200}
          />
          <Button type="submit" variant="light">
            Find
          </Button>
        </Group>
      </form>
      {found.isFetching && <Loader aria-label="Loading" />}
      <FormError message={found.error ? errorMessage(found.error) : null} />
      {found.data && (
        <ResponsiveTable
          label="Orders found"
          columns={[
            'Order',
            'Service',
            'Status',
            'Total',
            'Customer',
            'Astrologer',
            'Made',
            'Actions',
          ]}
          minWidth={900}
          rows={found.data.map((order) => ({
            key: order.orderId,
            current: order.orderId === selected ? 'true' : undefined,
            cells: [
              <ShortId key="id" id={order.orderId} />,
              serviceLabels[order.serviceCode],
              order.status,
              formatRupees(order.total),
              order.customerName ?? '—',
              order.astrologerName ?? '—',
              localDateTime(order.createdAt),
              <Anchor
                key="open"
                component="button"
                type="button"
                size="sm"
                onClick={() => show({ q, order: order.orderId })}
              >
                Open
              </Anchor>,
            ],
          }))}
        />
      )}
      {selected && <SelectedOrder orderId={selected} />}
    </Stack>
  );
}
