import { formatRupees, type EarningPage } from '@kusp/contracts';
import { localDateTime } from '@/lib/dates';
import { PagedTable } from '@/components/ui/paged-table';
import { ShortId } from '@/components/ui/short-id';
import { ServiceName } from './service-name';

const columns = ['Order Id', 'Amount', 'Service Code', 'Customer', 'Updated At'] as const;

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
  return (
    <PagedTable
      label="Earnings"
      columns={columns}
      page={page}
      onPageChange={onPageChange}
      rows={page.content.map((e) => ({
        key: e.orderId,
        cells: [
          <ShortId id={e.orderId} />,
          formatRupees(e.amount),
          <ServiceName code={e.serviceCode} />,
          e.customerName ?? '—',
          localDateTime(e.updateTs),
        ],
      }))}
    />
  );
}
