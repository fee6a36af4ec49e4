import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { DASA_LEVELS } from '@kusp/astro';
import {
  chartPoints,
  formatDegree,
  lagnaSignOf,
  northIndianHouses,
  planetAbbreviations,
  signsByHouse,
  zodiacSigns,
  CHART_SIZE,
  type DasaPeriodData,
  type Kundli,
  type Language,
  type SignPlacements,
} from '@kusp/contracts';
import { astroName } from '@kusp/contracts/astro-names';
import { mangalReason, panchangaRows } from '@kusp/contracts/tool-texts';
import { translatorFor } from '../../lib/translators.ts';

// Noto Sans Devanagari covers Latin and Devanagari, so a name written in Hindi prints as it is; the
// font comes with the server's packages (never the machine's), and pdfkit embeds only the glyphs used.
const require = createRequire(import.meta.url);
const fontFile = (weight: string) =>
  require.resolve(
    `@expo-google-fonts/noto-sans-devanagari/${weight}/NotoSansDevanagari_${weight}.ttf`,
  );
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const loadFonts = () =>
  (fonts ??= {
    regular: readFileSync(fontFile('400Regular')),
    bold: readFileSync(fontFile('700Bold')),
  });

const INK = '#2b1d5c';
const MUTED = '#6b6480';
const RULE = '#c9c2dc';
const MARGIN = 40;

type Doc = PDFKit.PDFDocument;

/** What each part of the PDF writes with: the words and astrology's names of one language. */
interface Words {
  t: (key: string, values?: Record<string, unknown>) => string;
  language: Language;
  name: (kind: Parameters<typeof astroName>[0], id: string | number) => string;
}
const wordsOf = (language: Language): Words => ({
  // The PDF's labels are the kundli screen's words.
  t: translatorFor(language).t as Words['t'],
  language,
  name: (kind, id) => astroName(kind, id, language),
});

/** The dasa levels, Mahadasha to Prana, in the PDF's language. */
const levelOf = ({ t }: Words, level: number) => t(`horoscope:dasa.levels.${DASA_LEVELS[level]}`);

/** 'YYYY-MM-DDTHH:mm:ss±hh:mm' -> 'dd-MM-yyyy', the product's day format. */
const dayOf = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

const width = (doc: Doc) => doc.page.width - 2 * MARGIN;

function heading(doc: Doc, text: string) {
  if (doc.y > doc.page.height - 140) doc.addPage();
  doc.moveDown(0.6).font('bold').fontSize(13).fillColor(INK).text(text, MARGIN, doc.y);
  doc.moveDown(0.3);
}

/**
 * A table of text cells under an optional header row; `widths` are fractions of the page's width.
 * A row that would run off the page starts a new one.
 */
function table(
  doc: Doc,
  header: string[] | null,
  rows: string[][],
  widths: number[],
  fontSize = 9,
) {
  const total = width(doc);
  const columns = widths.map((w) => w * total);
  const rowHeight = fontSize + 7;
  const line = (cells: string[], bold: boolean) => {
    if (doc.y + rowHeight > doc.page.height - MARGIN) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(fontSize)
      .fillColor(INK);
    cells.forEach((cell, i) => {
      doc.text(cell, x + 3, y + 3, { width: columns[i]! - 6, lineBreak: false, ellipsis: true });
      x += columns[i]!;
    });
    doc
      .moveTo(MARGIN, y + rowHeight)
      .lineTo(MARGIN + total, y + rowHeight)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.y = y + rowHeight;
  };
  if (header) line(header, true);
  for (const row of rows) line(row, false);
  doc.x = MARGIN;
}

function birthRows({ birth, panchanga }: Kundli, words: Words): string[][] {
  const { t } = words;
  const rows = [
    [t('tools:person.name'), birth.name || '—'],
    [
      t('tools:kundli.born'),
      t('tools:kundli.bornAt', {
        day: dayOf(birth.date),
        time: birth.time,
        offset: birth.utcOffset,
      }),
    ],
    [t('tools:kundli.place'), birth.place || '—'],
    [t('tools:pdf.coordinates'), `${birth.latitude.toFixed(4)}, ${birth.longitude.toFixed(4)}`],
  ];
  if (!panchanga) return rows;
  return [...rows, ...panchangaRows(panchanga, t, words.language)];
}

/**
 * A North Indian chart as vector paths: the houses fixed (the first the top diamond), each with its
 * sign's number and the points in it, as the portal draws it.
 */
function northChart(
  doc: Doc,
  x: number,
  y: number,
  size: number,
  title: string,
  placements: SignPlacements,
  kundli: Kundli,
  words: Words,
) {
  const scale = size / CHART_SIZE;
  const at = ([px, py]: readonly [number, number]) => [x + px * scale, y + py * scale] as const;
  doc.lineWidth(0.8).strokeColor(INK);
  doc.rect(x, y, size, size).stroke();
  const signs = signsByHouse(lagnaSignOf(placements));
  northIndianHouses.forEach((house, index) => {
    doc.polygon(...house.points.map((point) => [...at(point)])).stroke();
    const [cx, cy] = at(house.centre);
    const sign = signs[index]!;
    const labels = (placements[sign] ?? []).map((point) => {
      const retro = point !== 'Ascendant' && kundli.chart.planetDetails[point]?.isRetrograde;
      // English keeps its own abbreviations (Su, Mo); Hindi the short names printed kundlis use.
      const short =
        words.language === 'en' ? planetAbbreviations[point] : words.name('grahaShort', point);
      return `${short}${retro ? words.t('tools:pdf.retrograde') : ''}`;
    });
    const box = size / 5;
    doc
      .font('regular')
      .fontSize(6.5)
      .fillColor(MUTED)
      .text(String(zodiacSigns.indexOf(sign) + 1), cx - box / 2, cy - 12, {
        width: box,
        align: 'center',
      });
    doc
      .font('bold')
      .fontSize(7)
      .fillColor(INK)
      .text(labels.join(' '), cx - box / 2, cy - 4, { width: box, align: 'center' });
  });
  doc
    .font('bold')
    .fontSize(9)
    .fillColor(INK)
    .text(title, x, y + size + 4, { width: size, align: 'center' });
}

function charts(doc: Doc, kundli: Kundli, words: Words) {
  const shown = (['D1', 'D9', 'D10'] as const).map((code) =>
    kundli.vargas.find((varga) => varga.code === code)!,
  );
  const gap = 14;
  const size = (width(doc) - gap * (shown.length - 1)) / shown.length;
  if (doc.y + size + 20 > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y;
  shown.forEach((varga, i) => {
    const title =
      varga.code === 'D1'
        ? words.t('tools:pdf.lagnaChart')
        : words.t('tools:kundli.varga', {
            name: words.language === 'en' ? varga.name : words.name('varga', varga.code),
            code: varga.code,
          });
    northChart(doc, MARGIN + i * (size + gap), top, size, title, varga.placements, kundli, words);
  });
  doc.x = MARGIN;
  doc.y = top + size + 20;
}

function planetRows(kundli: Kundli, { t, name }: Words): string[][] {
  return chartPoints.flatMap((point) => {
    const detail = kundli.chart.planetDetails[point];
    if (!detail) return [];
    const condition = [
      detail.signRelation && t(`horoscope:relations.${detail.signRelation}`),
      detail.isRetrograde ? t('horoscope:retrograde') : null,
    ]
      .filter(Boolean)
      .join(', ');
    return [
      [
        name('graha', point),
        formatDegree(detail.degree),
        name('rasi', detail.zodiacSignOccupiedByPlanet),
        name('nakshatra', detail.nakshatra),
        String(detail.pada),
        condition || '—',
        String(detail.house),
      ],
    ];
  });
}

/** Mahadashas with their antardashas (two levels), each period from its start to its end. */
function vimshottariRows(periods: DasaPeriodData[], words: Words): string[][] {
  return periods
    .filter((period) => period.level <= 2)
    .map((period) => [
      `${period.level === 1 ? '' : '    '}${words.name('graha', period.planetName)}`,
      levelOf(words, period.level - 1),
      dayOf(period.startingTime),
      dayOf(period.endingTime),
    ]);
}

function ashtakavargaRows({ ashtakavarga }: Kundli, { t, name }: Words): string[][] {
  return [
    ...ashtakavarga.bhinna.map((row) => [
      row.owner === 'Lagna' ? t('tools:kundli.lagna') : name('graha', row.owner),
      ...row.bindus.map(String),
      String(row.total),
    ]),
    [t('tools:kundli.sarva'), ...ashtakavarga.sarva.map(String), String(ashtakavarga.sarvaTotal)],
  ];
}

function mangalLine({ mangalDosha }: Kundli, { t, language }: Words): string {
  if (!mangalDosha.present) return t('tools:pdf.noMangal');
  if (!mangalDosha.effective)
    return t('tools:pdf.mangalCancelled', {
      reasons: mangalDosha.cancelledBy
        .map((reason) => mangalReason(reason, t, language))
        .join('; '),
    });
  return t('tools:pdf.mangalPresent');
}

/**
 * The printable kundli: birth details and panchanga, the Lagna, Navamsa and Dasamsa charts as
 * vector drawings, the planets, the periods running today, Vimshottari to two levels, ashtakavarga
 * and mangal dosha, in A4 with the font embedded.
 */
export function kundliPdf(kundli: Kundli, generatedAt: Date, language: Language): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const words = wordsOf(language);
  const { t, name: nameOf } = words;
  const title = t('tools:kundli.of', { name: kundli.birth.name || t('tools:pdf.kundli') });
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: title, Author: 'Kusp', CreationDate: generatedAt },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('bold').fontSize(20).fillColor(INK).text(title);
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(t('tools:pdf.about', { date: generatedAt.toISOString().slice(0, 10) }));

  heading(doc, t('tools:kundli.sections.birth'));
  table(doc, null, birthRows(kundli, words), [0.3, 0.7]);

  heading(doc, t('tools:pdf.charts'));
  charts(doc, kundli, words);

  heading(doc, t('tools:kundli.sections.planets'));
  const column = (key: string) => t(`horoscope:columns.${key}`);
  table(
    doc,
    ['planet', 'degree', 'sign', 'nakshatra', 'pada', 'condition', 'house'].map(column),
    planetRows(kundli, words),
    [0.13, 0.13, 0.14, 0.2, 0.07, 0.23, 0.1],
  );

  heading(doc, t('tools:kundli.runningVimshottari'));
  table(
    doc,
    [t('tools:pdf.level'), t('tools:kundli.lord'), t('tools:kundli.from'), t('tools:kundli.to')],
    kundli.running.vimshottari.map((period, i) => [
      levelOf(words, i),
      nameOf('graha', period.lord),
      dayOf(period.start),
      dayOf(period.end),
    ]),
    [0.3, 0.3, 0.2, 0.2],
  );

  heading(doc, t('tools:kundli.sections.mangal'));
  doc.font('regular').fontSize(10).fillColor(INK).text(mangalLine(kundli, words));

  heading(doc, t('tools:kundli.sections.ashtakavarga'));
  // English abbreviates the signs to fit the columns; the Devanagari names are short enough.
  const signHeader = (sign: string) =>
    language === 'en' ? sign.slice(0, 3) : nameOf('rasi', sign);
  table(
    doc,
    [t('tools:kundli.bindusOf'), ...zodiacSigns.map(signHeader), t('tools:kundli.total')],
    ashtakavargaRows(kundli, words),
    [0.12, ...zodiacSigns.map(() => 0.0675), 0.07],
    8,
  );

  heading(doc, t('tools:kundli.sections.vimshottari'));
  table(
    doc,
    [
      t('tools:kundli.lord'),
      t('tools:kundli.period'),
      t('tools:kundli.from'),
      t('tools:kundli.to'),
    ],
    vimshottariRows(kundli.chart.vimshottariDasaDetails.dasaData, words),
    [0.3, 0.3, 0.2, 0.2],
    8,
  );
  doc.end();
  return done;
}
