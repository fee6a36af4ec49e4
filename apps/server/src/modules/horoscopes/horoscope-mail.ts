import {
  chartPoints,
  formatDegree,
  lagnaSignOf,
  runningPeriods,
  zodiacSigns,
  type HoroscopeData,
  type HoroscopeProfile,
  type PredictionItem,
} from '@kusp/contracts';
import { brandedMail, escapeHtml, type MailContent } from '../mail/layout.ts';
import { chartImageTag, southChartSvg } from './chart-image.ts';

const cell = 'style="padding:4px 8px;border-bottom:1px solid #e4e0ef;text-align:left"';
// The product's one presentation of a day, d-m-y with dashes, as the web app shows it.
const date = (iso: string) => iso.slice(0, 10).split('-').reverse().join('-');

/** A readable horoscope: both charts, the planet table, the dasa periods running at `at`, the prediction. */
export function horoscopeMail(
  profile: HoroscopeProfile,
  chart: HoroscopeData,
  prediction: PredictionItem[],
  at: { instant: number; label: string },
): MailContent {
  const name = escapeHtml(profile.name);
  const charts = (['RASI', 'NAVAMSA'] as const).map((varga) => {
    const title = varga === 'RASI' ? 'Lagna Rashi' : 'Navamsa';
    const placements = chart.shadvargaDetails[varga]!.shadVargaPlanetPositions;
    return { title, placements, svg: southChartSvg(title, placements, chart) };
  });
  const planets = chartPoints.map((point) => {
    const detail = chart.planetDetails[point]!;
    return {
      point,
      degree: formatDegree(detail.degree),
      sign: detail.zodiacSignOccupiedByPlanet,
      condition: [detail.signRelation, detail.isRetrograde ? 'Retrograde' : null]
        .filter(Boolean)
        .join(', '),
      house: detail.house,
    };
  });
  const periods = runningPeriods(chart.vimshottariDasaDetails.dasaData, at.instant);
  const levels = ['Mahadasha', 'Antardasha', 'Pratyantardasha'];

  const html = `<h1 style="font-size:22px;margin:0 0 8px">Horoscope of ${name}</h1>
<p style="margin:0 0 16px">Born ${escapeHtml(profile.birthDate.replaceAll('/', '-'))} at ${escapeHtml(profile.birthTime)} in ${escapeHtml(profile.birthPlace)}. Lagna (ascendant): <strong>${lagnaSignOf(charts[0]!.placements)}</strong>.</p>
${charts.map((c) => `<h2 style="font-size:18px">${c.title}</h2>${chartImageTag(c.title, c.svg)}`).join('\n')}
<h2 style="font-size:18px">Planets</h2>
<table cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%;font-size:14px">
<tr><th ${cell}>Planet</th><th ${cell}>Degree</th><th ${cell}>Sign</th><th ${cell}>Condition</th><th ${cell}>House</th></tr>
${planets.map((p) => `<tr><td ${cell}>${p.point}</td><td ${cell}>${escapeHtml(p.degree)}</td><td ${cell}>${p.sign}</td><td ${cell}>${escapeHtml(p.condition)}</td><td ${cell}>${p.house}</td></tr>`).join('\n')}
</table>
<h2 style="font-size:18px">Dasa periods on ${escapeHtml(at.label)}</h2>
${
  periods.length
    ? `<ul>${periods.map((p) => `<li>${levels[p.level - 1]}: <strong>${p.planetName}</strong>, ${date(p.startingTime)} to ${date(p.endingTime)}</li>`).join('')}</ul>`
    : '<p>No active periods</p>'
}
<h2 style="font-size:18px">General prediction</h2>
${
  prediction.length
    ? prediction
        .map(
          (item) =>
            `<h3 style="font-size:15px;margin:12px 0 4px">${escapeHtml(item.header)}</h3><p style="margin:0;white-space:pre-line">${escapeHtml(item.description)}</p>`,
        )
        .join('\n')
    : '<p>Your astrologer has not written a general prediction yet.</p>'
}`;

  const text = [
    `Horoscope of ${profile.name}`,
    `Born ${profile.birthDate.replaceAll('/', '-')} at ${profile.birthTime} in ${profile.birthPlace}.`,
    ...charts.flatMap((c) => [
      '',
      `${c.title} chart`,
      ...zodiacSigns.map((sign) => `  ${sign}: ${(c.placements[sign] ?? []).join(', ') || '-'}`),
    ]),
    '',
    'Planets (planet, degree, sign, condition, house)',
    ...planets.map(
      (p) => `  ${p.point}  ${p.degree}  ${p.sign}  ${p.condition || '-'}  ${p.house}`,
    ),
    '',
    `Dasa periods on ${at.label}`,
    ...(periods.length
      ? periods.map(
          (p) =>
            `  ${levels[p.level - 1]}: ${p.planetName}, ${date(p.startingTime)} to ${date(p.endingTime)}`,
        )
      : ['  No active periods']),
    '',
    'General prediction',
    ...(prediction.length
      ? prediction.flatMap((item) => [`  ${item.header}`, `  ${item.description}`])
      : ['  Your astrologer has not written a general prediction yet.']),
  ].join('\n');

  return brandedMail(`Horoscope of ${profile.name}`, html, text);
}
