import {
  BRAND,
  chartPoints,
  formatDegree,
  lagnaSignOf,
  runningPeriods,
  zodiacSigns,
  type HoroscopeData,
  type HoroscopeProfile,
  type PredictionItem,
} from '@kusp/contracts';
import { clientMail, escapeHtml, quoted, type MailContent } from '../mail/layout.ts';
import { chartImageTag, southChartSvg } from './chart-image.ts';

const cell = 'style="padding:4px 8px;border-bottom:1px solid #e4e0ef;text-align:left"';
// The product's one presentation of a day, d-m-y with dashes, as the web app shows it.
const date = (iso: string) => iso.slice(0, 10).split('-').reverse().join('-');

/**
 * A readable horoscope for the astrologer's client: both charts, the planet table and the dasa
 * periods running at `at`, all calculated by us; the names, the birth place and the general
 * prediction are the astrologer's words, so they are quoted (clientMail()).
 */
export function horoscopeMail(
  profile: HoroscopeProfile,
  chart: HoroscopeData,
  prediction: PredictionItem[],
  names: { astrologerName: string },
  at: { instant: number; label: string },
): MailContent {
  const born = `Born ${profile.birthDate.replaceAll('/', '-')} at ${profile.birthTime} in ${profile.birthPlace}`;
  const words = [`Astrologer: ${names.astrologerName}`, `Horoscope of: ${profile.name}`, born];
  const predictionIntro = prediction.length
    ? 'Your astrologer’s general prediction, as they wrote it:'
    : 'Your astrologer has not written a general prediction yet.';
  const predictionWords = prediction.length
    ? quoted(prediction.flatMap((item, i) => [...(i ? [''] : []), item.header, item.description]))
    : { html: '', text: '' };
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

  const html = `<p style="margin:0 0 16px">Lagna (ascendant): <strong>${lagnaSignOf(charts[0]!.placements)}</strong>.</p>
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
<p>${escapeHtml(predictionIntro)}</p>${predictionWords.html}`;

  const text = [
    `Lagna (ascendant): ${lagnaSignOf(charts[0]!.placements)}`,
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
    predictionIntro,
    predictionWords.text,
  ].join('\n');

  return clientMail({
    subject: `Your horoscope from ${BRAND}`,
    intro: `An astrologer you consult on ${BRAND} has sent you your horoscope. The charts, planets and periods below are calculated by ${BRAND}; who it is from and for, and the prediction, are your astrologer’s words, quoted as they wrote them:`,
    words,
    html,
    text,
  });
}
