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
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { OrderRecord } from '@kusp/contracts';
import { FormError } from '@/components/ui/form-error';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { ShortId } from '@/components/ui/short-id';
import { useMoneyWords } from '@/components/payments/money-words';
import { errorMessage } from '@/lib/api-client';
import { localDateTime } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { useOrderRecord, useOrderSearch } from '../api/orders';
import { RefundForm } from './refund-form';

/** A code as the server keeps it (a status, a ledger kind): an identifier, shown as it is. */
const code = (text: string) => (
  <Text key={text} span size="sm" lang="en">
    {text}
  </Text>
);

function OrderDetails({ record }: { record: OrderRecord }) {
  const { t } = useTranslation('operators');
  const { locale } = useLanguage();
  const { credits, rupees } = useMoneyWords();
  const when = (iso: string) => localDateTime(iso, locale);
  const { order } = record;
  return (
    <Stack gap="md" component="section" aria-label={t('orders.order')}>
      <Card withBorder radius="md" padding="md">
        <Stack gap={4}>
          <Group justify="space-between">
            <Title order={2} size="h4">
              {t(`payments:services.${order.serviceCode}`)} · {rupees(order.total)}
            </Title>
            <Badge variant="light" lang="en">
              {order.status}
            </Badge>
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('orders.orderId', { id: order.orderId })}
          </Text>
          <Text size="sm">
            {t('orders.customer', { name: order.customerName ?? '—' })}{' '}
            {order.customerEmail && `(${order.customerEmail})`}
          </Text>
          <Text size="sm">{t('orders.astrologer', { name: order.astrologerName ?? '—' })}</Text>
          <Text size="sm" c="dimmed">
            {t('orders.made', { date: when(order.createdAt) })}
            {order.paidAt && t('orders.paid', { date: when(order.paidAt) })}
          </Text>
        </Stack>
      </Card>

      <Title order={3} size="h5">
        {t('orders.ledger')}
      </Title>
      <ResponsiveTable
        label={t('orders.ledger')}
        columns={(['when', 'account', 'kind', 'amount', 'note'] as const).map((column) =>
          t(`orders.ledgerColumns.${column}`),
        )}
        rows={record.ledger.map((line) => ({
          key: line.entryId,
          cells: [
            when(line.createdAt),
            t(line.account === 'WALLET' ? 'orders.wallet' : 'orders.earnings'),
            code(line.kind),
            // Wallet lines are millicredits, earnings lines paise.
            line.account === 'WALLET' ? credits(line.amount) : rupees(line.amount),
            line.note ?? '—',
          ],
        }))}
      />

      <Title order={3} size="h5">
        {t('orders.payments')}
      </Title>
      <ResponsiveTable
        label={t('orders.payments')}
        columns={(['when', 'paidBy', 'status', 'amount', 'reference'] as const).map((column) =>
          t(`orders.paymentColumns.${column}`),
        )}
        rows={record.payments.map((payment) => ({
          key: payment.paymentId,
          cells: [
            when(payment.createdAt),
            payment.processor === 'WALLET' ? (
              t('orders.paidByWallet')
            ) : (
              <span key="card">
                {t('orders.paidByCard')} (<span lang="en">{payment.processor}</span>)
              </span>
            ),
            code(payment.status),
            rupees(payment.amount),
            payment.providerReference ? code(payment.providerReference) : '—',
          ],
        }))}
      />

      <Title order={3} size="h5">
        {t('orders.refunds')}
      </Title>
      <ResponsiveTable
        label={t('orders.refunds')}
        columns={(['when', 'to', 'amount', 'earningReversed', 'reason'] as const).map((column) =>
          t(`orders.refundColumns.${column}`),
        )}
        empty={t('orders.noRefunds')}
        rows={record.refunds.map((refund) => ({
          key: refund.refundId,
          cells: [
            when(refund.createdAt),
            t(refund.destination === 'WALLET' ? 'orders.paidByWallet' : 'orders.paidByCard'),
            rupees(refund.amount),
            rupees(refund.earningReversed),
            refund.reason,
          ],
        }))}
      />

      {record.disputes.length > 0 && (
        <Text size="sm">
          {t('orders.disputes')}{' '}
          {record.disputes
            .map((d) => `${t(`disputes.statuses.${d.status}`)} (${d.reason})`)
            .join('; ')}
        </Text>
      )}

      {record.refundable > 0 && (
        <Card withBorder radius="md" padding="md">
          <Title order={3} size="h5" mb="sm">
            {t('orders.refund')}
          </Title>
          <RefundForm record={record} />
        </Card>
      )}
    </Stack>
  );
}

function SelectedOrder({ orderId }: { orderId: string }) {
  const { t } = useTranslation('operators');
  const { data, error, isPending } = useOrderRecord(orderId);
  if (isPending) return <Loader aria-label={t('common:loading')} />;
  if (error || !data) return <FormError message={errorMessage(error)} />;
  return <OrderDetails record={data} />;
}

/**
 * Finds orders by an id, or a customer's or astrologer's e-mail or username, and shows one with its
 * ledger lines, payments and refunds (ids, people and amounts: never question or chat text).
 */
export function OrdersPanel() {
  const { t } = useTranslation('operators');
  const { locale } = useLanguage();
  const { rupees } = useMoneyWords();
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
        aria-label={t('orders.find')}
        onSubmit={(event) => {
          event.preventDefault();
          show({ q: typed.trim() });
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('orders.query')}
            description={t('orders.queryHint')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            miw={280}
            style={{ flex: 1 }}
            maxLength={200}
          />
          <Button type="submit" variant="light">
            {t('orders.findButton')}
          </Button>
        </Group>
      </form>
      {found.isFetching && <Loader aria-label={t('common:loading')} />}
      <FormError message={found.error ? errorMessage(found.error) : null} />
      {found.data && (
        <ResponsiveTable
          label={t('orders.found')}
          columns={(
            [
              'order',
              'service',
              'status',
              'total',
              'customer',
              'astrologer',
              'made',
              'actions',
            ] as const
          ).map((column) => t(`orders.columns.${column}`))}
          minWidth={900}
          rows={found.data.map((order) => ({
            key: order.orderId,
            current: order.orderId === selected ? 'true' : undefined,
            cells: [
              <ShortId key="id" id={order.orderId} />,
              t(`payments:services.${order.serviceCode}`),
              code(order.status),
              rupees(order.total),
              order.customerName ?? '—',
              order.astrologerName ?? '—',
              localDateTime(order.createdAt, locale),
              <Anchor
                key="open"
                component="button"
                type="button"
                size="sm"
                // Dark enough on the highlighted row of the order shown below too.
                c="violet.9"
                onClick={() => show({ q, order: order.orderId })}
              >
                {t('orders.open')}
              </Anchor>,
            ],
          }))}
        />
      )}
      {selected && <SelectedOrder orderId={selected} />}
    </Stack>
  );
}
