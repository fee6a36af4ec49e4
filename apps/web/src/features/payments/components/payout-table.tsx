import { formatRupees, type Payout } from '@kusp/contracts';
import { PagedTable } from '@/components/ui/paged-table';
import { localDay } from '@/lib/dates';

const columns = ['Paid on', 'Bank reference', 'Amount'] as const;

/** The payouts to the astrologer's bank account, newest first. */
export function PayoutTable({ payouts }: { payouts: Payout[] }) {
  return (
    <PagedTable
      label="Payouts"
      columns={columns}
      minWidth={480}
      rows={payouts.map((p) => ({
        key: p.payoutId,
        cells: [localDay(p.paidAt), p.bankReference, formatRupees(p.amount)],
      }))}
    />
  );
}
