import { astroName } from '@kusp/contracts/astro-names';
import {
  planetAbbreviations,
  type ChartPointName,
  type HoroscopeData,
  type Language,
} from '@kusp/contracts';

/** Grahas moving backwards at birth, marked (R) in the drawings. */
export function retrogradePoints(chart: HoroscopeData): ReadonlySet<ChartPointName> {
  return new Set(
    (Object.keys(chart.planetDetails) as ChartPointName[]).filter(
      (point) => chart.planetDetails[point]?.isRetrograde,
    ),
  );
}

/** A graha's short name in a chart's box ('Ju', in Hindi 'गु'), marked when retrograde. */
export const pointLabel = (
  point: ChartPointName,
  retrograde: ReadonlySet<ChartPointName>,
  language: Language = 'en',
) =>
  language === 'en'
    ? `${planetAbbreviations[point]}${retrograde.has(point) ? '(R)' : ''}`
    : `${astroName('grahaShort', point, language)}${retrograde.has(point) ? '(व)' : ''}`;

/**
 * Where each label of a box goes: one column centred, or two when more than `singleColumnMax` share a
 * box, rows centred on `centre`.
 */
export function labelPositions(
  count: number,
  centre: readonly [number, number],
  rowHeight: number,
  singleColumnMax = 3,
) {
  const columns = count > singleColumnMax ? 2 : 1;
  const rows = Math.ceil(count / columns);
  const columnWidth = 48;
  return Array.from({ length: count }, (_, i) => {
    const column = columns === 1 ? 0 : (i % 2) - 0.5;
    const row = Math.floor(i / columns) - (rows - 1) / 2;
    return [centre[0] + column * columnWidth, centre[1] + row * rowHeight] as const;
  });
}
