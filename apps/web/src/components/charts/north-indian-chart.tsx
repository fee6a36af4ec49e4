import {
  CHART_SIZE,
  CHART_VIEW_BOX,
  lagnaSignOf,
  northIndianHouses,
  signsByHouse,
  zodiacSigns,
} from '@kusp/contracts';
import { pointLabel } from './chart-labels';
import { PointLabels } from './point-labels';
import type { ChartDrawingProps } from './south-indian-chart';
import classes from './charts.module.css';

/**
 * North Indian chart: the twelve houses fixed (the first is the top diamond, counting anticlockwise),
 * each marked with its sign's number, the Lagna sign in the first house.
 */
export function NorthIndianChart({ title, placements, retrograde }: ChartDrawingProps) {
  const signs = signsByHouse(lagnaSignOf(placements));
  return (
    <svg
      viewBox={CHART_VIEW_BOX}
      className={classes.chart}
      role="img"
      aria-label={`${title} chart, North Indian style`}
    >
      <rect x={0} y={0} width={CHART_SIZE} height={CHART_SIZE} className={classes.box} />
      {northIndianHouses.map((house, index) => {
        const sign = signs[index]!;
        const points = placements[sign] ?? [];
        // Diamonds have room for a sign number above their planets; triangles put it at their tip.
        const diamond = house.points.length === 4;
        const [cx, cy] = house.centre;
        const labels = {
          points,
          centre: [cx, cy + (diamond ? 10 : 6)] as const,
          rowHeight: 17,
          singleColumnMax: diamond ? 3 : 2,
        };
        return (
          <g
            key={sign}
            role="group"
            aria-label={`House ${index + 1}, ${sign}: ${points.map((p) => pointLabel(p, retrograde)).join(' ') || 'empty'}`}
            data-sign={sign}
          >
            <polygon
              points={house.points.map((p) => p.join(',')).join(' ')}
              className={classes.box}
            />
            <text
              x={cx}
              y={cy - (diamond ? 28 : 22)}
              textAnchor="middle"
              dominantBaseline="middle"
              className={classes.signNumber}
            >
              {zodiacSigns.indexOf(sign) + 1}
            </text>
            <PointLabels {...labels} retrograde={retrograde} />
          </g>
        );
      })}
    </svg>
  );
}
