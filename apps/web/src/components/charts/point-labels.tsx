import type { ChartPointName } from '@kusp/contracts';
import { useLanguage } from '@/lib/language';
import { labelPositions, pointLabel } from './chart-labels';
import classes from './charts.module.css';

interface PointLabelsProps {
  points: readonly ChartPointName[];
  centre: readonly [number, number];
  rowHeight: number;
  singleColumnMax?: number;
  retrograde: ReadonlySet<ChartPointName>;
}

/** The planets (and Lagna) standing in one box of a chart drawing. */
export function PointLabels({
  points,
  centre,
  rowHeight,
  singleColumnMax,
  retrograde,
}: PointLabelsProps) {
  const { language } = useLanguage();
  const positions = labelPositions(points.length, centre, rowHeight, singleColumnMax);
  return points.map((point, i) => (
    <text
      key={point}
      x={positions[i]![0]}
      y={positions[i]![1]}
      textAnchor="middle"
      dominantBaseline="middle"
      className={point === 'Ascendant' ? classes.lagnaLabel : classes.planet}
    >
      {pointLabel(point, retrograde, language)}
    </text>
  ));
}
