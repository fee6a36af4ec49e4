import { chartPoints, formatDegree, type HoroscopeData } from '@kusp/contracts';
import { ResponsiveTable } from '@/components/ui/responsive-table';

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
  return (
    <ResponsiveTable
      label="Planets"
      minWidth={withNakshatra ? 560 : 420}
      columns={[
        'Planet',
        'Degree',
        'Sign',
        ...(withNakshatra ? ['Nakshatra', 'Pada'] : []),
        'Condition',
        'House',
      ]}
      rows={chartPoints.flatMap((point) => {
        const detail = chart.planetDetails[point];
        if (!detail) return [];
        const condition = [detail.signRelation, detail.isRetrograde ? 'Retrograde' : null]
          .filter(Boolean)
          .join(', ');
        return [
          {
            key: point,
            cells: [
              point,
              formatDegree(detail.degree),
              detail.zodiacSignOccupiedByPlanet,
              ...(withNakshatra ? [detail.nakshatra, detail.pada] : []),
              condition || '—',
              detail.house,
            ],
          },
        ];
      })}
    />
  );
}
