import { useTranslation } from 'react-i18next';
import { astroName } from '@kusp/contracts/astro-names';
import { chartPoints, formatDegree, type HoroscopeData } from '@kusp/contracts';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { useLanguage } from '@/lib/language';

/**
 * Planet, degree within the sign (D°M'S"), sign, condition (dignity, retrograde) and house; with
 * `withNakshatra`, the nakshatra and its pada too.
 */
export function PlanetTable({
  chart,
  withNakshatra = false,
}: {
  chart: HoroscopeData;
  withNakshatra?: boolean;
}) {
  const { t } = useTranslation('horoscope');
  const { language } = useLanguage();
  return (
    <ResponsiveTable
      label={t('planets')}
      minWidth={withNakshatra ? 560 : 420}
      columns={[
        t('columns.planet'),
        t('columns.degree'),
        t('columns.sign'),
        ...(withNakshatra ? [t('columns.nakshatra'), t('columns.pada')] : []),
        t('columns.condition'),
        t('columns.house'),
      ]}
      rows={chartPoints.flatMap((point) => {
        const detail = chart.planetDetails[point];
        if (!detail) return [];
        const condition = [
          detail.signRelation && t(`relations.${detail.signRelation}`, detail.signRelation),
          detail.isRetrograde ? t('retrograde') : null,
        ]
          .filter(Boolean)
          .join(', ');
        return [
          {
            key: point,
            cells: [
              astroName('graha', point, language),
              formatDegree(detail.degree),
              astroName('rasi', detail.zodiacSignOccupiedByPlanet, language),
              ...(withNakshatra
                ? [astroName('nakshatra', detail.nakshatra, language), detail.pada]
                : []),
              condition || '—',
              detail.house,
            ],
          },
        ];
      })}
    />
  );
}
