import {
  CHART_SIZE,
  CHART_VIEW_BOX,
  southIndianCells,
  zodiacSigns,
  type ChartPointName,
  type SignPlacements,
} from '@kusp/contracts';
import { useTranslation } from 'react-i18next';
import { astroName } from '@kusp/contracts/astro-names';
import { useLanguage } from '@/lib/language';
import { pointLabel } from './chart-labels';
import { PointLabels } from './point-labels';
import classes from './charts.module.css';

const CELL = CHART_SIZE / 4;

export interface ChartDrawingProps {
  title: string;
  placements: SignPlacements;
  retrograde: ReadonlySet<ChartPointName>;
}

/** South Indian chart: the twelve signs fixed in a ring of boxes, Pisces top left, clockwise. */
export function SouthIndianChart({ title, placements, retrograde }: ChartDrawingProps) {
  const { t } = useTranslation('charts');
  const { language } = useLanguage();
  return (
    <svg
      viewBox={CHART_VIEW_BOX}
      className={classes.chart}
      role="img"
      aria-label={t('southIndian', { title })}
    >
      {zodiacSigns.map((sign) => {
        const [col, row] = southIndianCells[sign];
        const x = col * CELL;
        const y = row * CELL;
        const points = placements[sign] ?? [];
        const labels = { points, centre: [x + CELL / 2, y + CELL / 2 + 8] as const, rowHeight: 19 };
        const lagna = points.includes('Ascendant');
        return (
          <g
            key={sign}
            role="group"
            aria-label={t('sign', {
              sign: astroName('rasi', sign, language),
              points:
                points.map((p) => pointLabel(p, retrograde, language)).join(' ') || t('empty'),
            })}
            data-sign={sign}
          >
            <rect
              x={x}
              y={y}
              width={CELL}
              height={CELL}
              className={lagna ? classes.lagnaBox : classes.box}
            />
            <text x={x + 5} y={y + 14} className={classes.signName}>
              {astroName('rasi', sign, language)}
            </text>
            <PointLabels {...labels} retrograde={retrograde} />
          </g>
        );
      })}
      <text
        x={CHART_SIZE / 2}
        y={CHART_SIZE / 2}
        textAnchor="middle"
        dominantBaseline="middle"
        className={classes.title}
      >
        {title}
      </text>
    </svg>
  );
}
