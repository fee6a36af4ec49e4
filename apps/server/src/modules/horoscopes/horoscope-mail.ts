import { astroName } from '@kusp/contracts/astro-names';
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
import { clientMail, escapeHtml, mailTexts, quoted, type MailContent } from '../mail/layout.ts';
import type { ClientMailNames } from '../portal/mail.ts';
import { chartImageTag, southChartSvg } from './chart-image.ts';

const cell = 'style="padding:4px 8px;border-bottom:1px solid #e4e0ef;text-align:left"';
// The product's one presentation of a day, d-m-y with dashes, as the web app shows it.
const date = (iso: string) => iso.slice(0, 10).split('-').reverse().join('-');

/**
 * A readable horoscope for the astrologer's client: both charts, the planet table and the dasa
 * periods running at `at`, all calculated by us; the names, the birth place and the general
 * prediction are the astrologer's words, so they are quoted (clientMail()). Written in the
 * astrologer's language, the rasis and grahas in Devanagari in Hindi.
 */
export function horoscopeMail(
  profile: HoroscopeProfile,
  chart: HoroscopeData,
  prediction: PredictionItem[],
  names: Pick<ClientMailNames, 'astrologerName' | 'language'>,
  at: { instant: number; label: string },
): MailContent {
  const { language } = names;
  const t = mailTexts(language);
  const rasi = (sign: string) => astroName('rasi', sign, language);
  const graha = (point: string) => astroName('graha', point, language);
  const born = t('mail:horoscope.born', {
    date: profile.birthDate.replaceAll('/', '-'),
    time: profile.birthTime,
    place: profile.birthPlace,
  });
  const words = [
    t('mail:client.astrologer', { name: names.astrologerName }),
    t('mail:horoscope.of', { name: profile.name }),
    born,
  ];
  const predictionIntro = t(
    prediction.length ? 'mail:horoscope.predictionIntro' : 'mail:horoscope.noPrediction',
  );
  const predictionWords = prediction.length
    ? quoted(prediction.flatMap((item, i) => [...(i ? [''] : []), item.header, item.description]))
    : { html: '', text: '' };
  const charts = (['RASI', 'NAVAMSA'] as const).map((varga) => {
    const title = t(`horoscope:vargas.${varga}`);
    const placements = chart.shadvargaDetails[varga]!.shadVargaPlanetPositions;
    return { title, placements, svg: southChartSvg(title, placements, chart, language) };
  });
  const planets = chartPoints.map((point) => {
    const detail = chart.planetDetails[point]!;
    return {
      point: graha(point),
      degree: formatDegree(detail.degree),
      sign: rasi(detail.zodiacSignOccupiedByPlanet),
      condition: [
        detail.signRelation && t(`horoscope:relations.${detail.signRelation}`),
        detail.isRetrograde ? t('horoscope:retrograde') : null,
      ]
        .filter(Boolean)
        .join(', '),
      house: detail.house,
    };
  });
  const periods = runningPeriods(chart.vimshottariDasaDetails.dasaData, at.instant);
  const levels = ['Mahadasha', 'Antardasha', 'Pratyantardasha'] as const;
  /** A running period's line; `strong` sets the lord in bold (the HTML part, values escaped). */
  const periodLine = (p: (typeof periods)[number], strong: (name: string) => string) =>
    t('mail:horoscope.period', {
      level: t(`horoscope:dasa.levels.${levels[p.level - 1]!}`),
      lord: strong(graha(p.planetName)),
      start: date(p.startingTime),
      end: date(p.endingTime),
    });
  const bold = (value: string) => `<strong>${escapeHtml(value)}</strong>`;
  const lagnaSign = rasi(lagnaSignOf(charts[0]!.placements));
  const lagna = t('mail:horoscope.lagna', { sign: lagnaSign });
  const periodsOn = t('mail:horoscope.periodsOn', { day: at.label });
  const noPeriods = t('mail:horoscope.noPeriods');
  const column = (key: string) => escapeHtml(t(`horoscope:columns.${key}`));

  // The catalogue's words hold no markup; the values set in them are escaped.
  const html = `<p style="margin:0 0 16px">${t('mail:horoscope.lagnaSentence', { sign: bold(lagnaSign) })}</p>
${charts.map((c) => `<h2 style="font-size:18px">${escapeHtml(c.title)}</h2>${chartImageTag(t('mail:horoscope.chart', { title: c.title }), c.svg)}`).join('\n')}
<h2 style="font-size:18px">${escapeHtml(t('horoscope:planets'))}</h2>
<table cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%;font-size:14px">
<tr>${['planet', 'degree', 'sign', 'condition', 'house'].map((key) => `<th ${cell}>${column(key)}</th>`).join('')}</tr>
${planets.map((p) => `<tr><td ${cell}>${escapeHtml(p.point)}</td><td ${cell}>${escapeHtml(p.degree)}</td><td ${cell}>${escapeHtml(p.sign)}</td><td ${cell}>${escapeHtml(p.condition)}</td><td ${cell}>${p.house}</td></tr>`).join('\n')}
</table>
<h2 style="font-size:18px">${escapeHtml(periodsOn)}</h2>
${
  periods.length
    ? `<ul>${periods.map((p) => `<li>${periodLine(p, bold)}</li>`).join('')}</ul>`
    : `<p>${escapeHtml(noPeriods)}</p>`
}
<h2 style="font-size:18px">${escapeHtml(t('mail:horoscope.prediction'))}</h2>
<p>${escapeHtml(predictionIntro)}</p>${predictionWords.html}`;

  const text = [
    lagna,
    ...charts.flatMap((c) => [
      '',
      t('mail:horoscope.chart', { title: c.title }),
      ...zodiacSigns.map(
        (sign) => `  ${rasi(sign)}: ${(c.placements[sign] ?? []).map(graha).join(', ') || '-'}`,
      ),
    ]),
    '',
    t('mail:horoscope.planetsLine'),
    ...planets.map(
      (p) => `  ${p.point}  ${p.degree}  ${p.sign}  ${p.condition || '-'}  ${p.house}`,
    ),
    '',
    periodsOn,
    ...(periods.length
      ? periods.map((p) => `  ${periodLine(p, (name) => name)}`)
      : [`  ${noPeriods}`]),
    '',
    t('mail:horoscope.prediction'),
    predictionIntro,
    predictionWords.text,
  ].join('\n');

  return clientMail(
    {
      subject: t('mail:horoscope.subject'),
      intro: t('mail:horoscope.intro'),
      words,
      html,
      text,
    },
    language,
  );
}
