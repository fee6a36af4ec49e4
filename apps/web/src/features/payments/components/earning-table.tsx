import { useTranslation } from 'react-i18next';
import { formatRupees, type EarningPage } from '@kusp/contracts';
import { localDateTime } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { PagedTable } from '@/components/ui/paged-table';
import { ShortId } from '@/components/ui/short-id';
import { ServiceName } from './service-name';

const columns = ['orderId', 'amount', 'serviceCode', 'customer', 'updatedAt'] as const;

/**
 * The astrologer's earnings per paid order (spec part 2 section 2, /astrologer/transactions), each
 * naming the service and who paid (the customer, or the portal link's client).
 */
export function EarningTable({
  page,
  onPageChange,
}: {
  page: EarningPage;
  onPageChange: (pageNumber: number) => void;
}) {
  const { t } = useTranslation('earnings');
  const { locale } = useLanguage();
  return (
    <PagedTable
      label={t('transactions.table')}
      columns={columns.map((column) => t(`transactions.columns.${column}`))}
      page={page}
      onPageChange={onPageChange}
      rows={page.content.map((e) => ({
        key: e.orderId,
        cells: [
          <ShortId id={e.orderId} />,
          formatRupees(e.amount, locale),
          <ServiceName code={e.serviceCode} />,
          e.customerName ?? '—',
          localDateTime(e.updateTs, locale),
        ],
      }))}
    />
  );
}
