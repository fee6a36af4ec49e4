import { Alert, Loader } from '@mantine/core';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { errorMessage } from '@/lib/api-client';
import { useTransits } from './api/get-transits';
import { dashedDay, dayAndTimeOf, localOffset } from '@/lib/dates';

/** Where each planet is at the end of today, whether it is retrograde and when it changes sign. */
export function TransitTable() {
  const transits = useTransits(`${dashedDay(new Date())} 23:59:59`, localOffset());
  if (transits.isPending) return <Loader size="sm" aria-label="Loading transits" />;
  if (transits.isError) return <Alert color="red">{errorMessage(transits.error)}</Alert>;
  return (
    <ResponsiveTable
      label="Planet transits"
      minWidth={420}
      columns={['#', 'Planet', 'Current', 'Retrograde', 'Change']}
      rows={transits.data.transitData.map((item, i) => ({
        key: item.planetName,
        cells: [
          i + 1,
          item.planetName,
          item.fromZodiac,
          item.isRetrograde ? 'Yes' : 'No',
          dayAndTimeOf(item.transitTime),
        ],
      }))}
    />
  );
}
