import { useTranslation } from 'react-i18next';
import { formatRupees, type Payout } from '@kusp/contracts';
import { PagedTable } from '@/components/ui/paged-table';
import { localDay } from '@/lib/dates';
import { useLanguage } from '@/lib/language';

const columns = ['paidOn', 'bankReference', 'amount'] as const;

/** The payouts to the astrologer's bank account, newest first. */
export function PayoutTable({ payouts }: { payouts: Payout[] }) {
  const { t } = useTranslation('earnings');
  const { locale } = useLanguage();
  return (
    <PagedTable
      label={t('moneyEarned.payouts')}
      columns={columns.map((column) => t(`moneyEarned.payoutColumns.${column}`))}
      minWidth={480}
      rows={payouts.map((p) => ({
        key: p.payoutId,
        cells: [localDay(p.paidAt), p.bankReference, formatRupees(p.amount, locale)],
      }))}
    />
  );
}
