import { Alert, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { astroName } from '@kusp/contracts/astro-names';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { errorMessage } from '@/lib/api-client';
import { useTransits } from './api/get-transits';
import { dashedDay, dayAndTimeOf, localOffset } from '@/lib/dates';
import { useLanguage } from '@/lib/language';

/** Where each planet is at the end of today, whether it is retrograde and when it changes sign. */
export function TransitTable() {
  const { t } = useTranslation('horoscope');
  const { language } = useLanguage();
  const transits = useTransits(`${dashedDay(new Date())} 23:59:59`, localOffset());
  if (transits.isPending) return <Loader size="sm" aria-label={t('transit.loading')} />;
  if (transits.isError) return <Alert color="red">{errorMessage(transits.error)}</Alert>;
  return (
    <ResponsiveTable
      label={t('transits')}
      minWidth={420}
      columns={[
        '#',
        t('columns.planet'),
        t('transit.current'),
        t('transit.retrograde'),
        t('transit.change'),
      ]}
      rows={transits.data.transitData.map((item, i) => ({
        key: item.planetName,
        cells: [
          i + 1,
          astroName('graha', item.planetName, language),
          astroName('rasi', item.fromZodiac, language),
          item.isRetrograde ? t('transit.yes') : t('transit.no'),
          dayAndTimeOf(item.transitTime),
        ],
      }))}
    />
  );
}
