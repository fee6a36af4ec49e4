import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TransactionPage } from '@kusp/contracts';
import { useMoneyWords } from '@/components/payments/money-words';
import { localDateTime } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { transactionStatusColors } from './labels';
import { PagedTable } from '@/components/ui/paged-table';
import { ShortId } from '@/components/ui/short-id';
import { ServiceName } from './service-name';

const columns = [
  'orderId',
  'amount',
  'serviceCode',
  'source',
  'transactionId',
  'status',
  'updatedAt',
] as const;

/** The customer's payment attempts (spec part 2 section 2, /user/transactions). */
export function TransactionTable({
  page,
  onPageChange,
}: {
  page: TransactionPage;
  onPageChange: (pageNumber: number) => void;
}) {
  const { t } = useTranslation('orders');
  const { locale } = useLanguage();
  const money = useMoneyWords();
  return (
    <PagedTable
      label={t('routes:userTransactions')}
      columns={columns.map((column) => t(`transactions.columns.${column}`))}
      minWidth={960}
      page={page}
      onPageChange={onPageChange}
      rows={page.content.map((payment) => ({
        key: payment.transactionId,
        cells: [
          <ShortId id={payment.orderId} />,
          <Text span inherit style={{ whiteSpace: 'nowrap' }}>
            {money.rupees(payment.paymentAmount)}
          </Text>,
          <ServiceName code={payment.serviceCode} />,
          t(`transactions.sources.${payment.paymentProcessor}`),
          payment.transactionId,
          <Text span inherit fw={600} c={transactionStatusColors[payment.paymentStatus]}>
            {t(`transactions.statuses.${payment.paymentStatus}`)}
          </Text>,
          localDateTime(payment.updateTs, locale),
        ],
      }))}
    />
  );
}
