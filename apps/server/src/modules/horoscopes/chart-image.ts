import { astroName } from '@kusp/contracts/astro-names';
import {
  CHART_SIZE,
  CHART_VIEW_BOX,
  planetAbbreviations,
  southIndianCells,
  zodiacSigns,
  type HoroscopeData,
  type Language,
  type SignPlacements,
} from '@kusp/contracts';
import { escapeHtml } from '../mail/layout.ts';

const CELL = CHART_SIZE / 4;

/**
 * A South Indian chart as a standalone SVG document, the same drawing the portal shows, for the
 * horoscope e-mail (mail clients cannot run the React drawing), its names in `language` (the
 * Devanagari rasis and graha short names in Hindi, retrograde marked व, as the portal's drawing).
 */
export function southChartSvg(
  title: string,
  placements: SignPlacements,
  chart: HoroscopeData,
  language: Language,
): string {
  const cells = zodiacSigns
    .map((sign) => {
      const [col, row] = southIndianCells[sign];
      const x = col * CELL;
      const y = row * CELL;
      const planets = (placements[sign] ?? []).map((point) => {
        const retro = point !== 'Ascendant' && chart.planetDetails[point]?.isRetrograde;
        const short =
          language === 'en' ? planetAbbreviations[point] : astroName('grahaShort', point, language);
        return `${short}${retro ? (language === 'en' ? '(R)' : '(व)') : ''}`;
      });
      const lines = planets
        .map(
          (text, i) =>
            `<text x="${x + CELL / 2}" y="${y + 38 + i * 15}" text-anchor="middle" font-size="13" fill="#2b1d5c">${escapeHtml(text)}</text>`,
        )
        .join('');
      return `<rect x="${x}" y="${y}" width="${CELL}" height="${CELL}" fill="#fff" stroke="#2b1d5c"/><text x="${x + 5}" y="${y + 14}" font-size="10" fill="#6b6480">${astroName('rasi', sign, language)}</text>${lines}`;
    })
    .join('');
  const centre = `<text x="${CHART_SIZE / 2}" y="${CHART_SIZE / 2 + 6}" text-anchor="middle" font-size="18" font-weight="bold" fill="#2b1d5c">${escapeHtml(title)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${CHART_VIEW_BOX}" width="${CHART_SIZE}" height="${CHART_SIZE}" font-family="Arial, Helvetica, sans-serif">${cells}${centre}</svg>`;
}

/** An <img> carrying the SVG as a data URI: no remote image to fetch, nothing to attach. */
export function chartImageTag(alt: string, svg: string): string {
  const uri = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return `<img src="${uri}" alt="${escapeHtml(alt)}" width="320" height="320" style="display:block;max-width:100%;height:auto;border:0">`;
}
