import { chartPoints, formatDegree, type HoroscopeData } from '@kusp/contracts';
import { ResponsiveTable } from '@/components/ui/responsive-table';

/** Planet, degree within the sign (D°M'S"), sign, condition (dignity, retrograde) and house. */
export function PlanetTable({ chart }: { chart: HoroscopeData }) {
  return (
    <ResponsiveTable
      label="Planets"
      minWidth={420}
      columns={['Planet', 'Degree', 'Sign', 'Condition', 'House']}
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
              condition || '—',
              detail.house,
            ],
          },
        ];
      })}
    />
  );
}
