import {
  CHART_SIZE,
  CHART_VIEW_BOX,
  lagnaSignOf,
  northIndianHouses,
  signsByHouse,
  zodiacSigns,
} from '@kusp/contracts';
import { useTranslation } from 'react-i18next';
import { astroName } from '@kusp/contracts/astro-names';
import { useLanguage } from '@/lib/language';
import { pointLabel } from './chart-labels';
import { PointLabels } from './point-labels';
import type { ChartDrawingProps } from './south-indian-chart';
import classes from './charts.module.css';

/**
 * North Indian chart: the twelve houses fixed (the first is the top diamond, counting anticlockwise),
 * each marked with its sign's number, the Lagna sign in the first house.
 */
export function NorthIndianChart({ title, placements, retrograde }: ChartDrawingProps) {
  const { t } = useTranslation('charts');
  const { language } = useLanguage();
  const signs = signsByHouse(lagnaSignOf(placements));
  return (
    <svg
      viewBox={CHART_VIEW_BOX}
      className={classes.chart}
      role="img"
      aria-label={t('northIndian', { title })}
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
            aria-label={t('house', {
              number: index + 1,
              sign: astroName('rasi', sign, language),
              points:
                points.map((p) => pointLabel(p, retrograde, language)).join(' ') || t('empty'),
            })}
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
