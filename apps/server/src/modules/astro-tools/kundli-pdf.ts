import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { DASA_LEVELS } from '@kusp/astro';
import {
  chartPoints,
  formatDegree,
  lagnaSignOf,
  northIndianHouses,
  panchangaRows,
  planetAbbreviations,
  signsByHouse,
  zodiacSigns,
  CHART_SIZE,
  type DasaPeriodData,
  type Kundli,
  type SignPlacements,
} from '@kusp/contracts';

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

function birthRows({ birth, panchanga }: Kundli): string[][] {
  const rows = [
    ['Name', birth.name || '—'],
    ['Born', `${dayOf(birth.date)} ${birth.time} (UTC${birth.utcOffset})`],
    ['Place', birth.place || '—'],
    ['Coordinates', `${birth.latitude.toFixed(4)}, ${birth.longitude.toFixed(4)}`],
  ];
  if (!panchanga) return rows;
  return [...rows, ...panchangaRows(panchanga)];
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
      return `${planetAbbreviations[point]}${retro ? '(R)' : ''}`;
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

function charts(doc: Doc, kundli: Kundli) {
  const shown = (['D1', 'D9', 'D10'] as const).map((code) =>
    kundli.vargas.find((varga) => varga.code === code)!,
  );
  const gap = 14;
  const size = (width(doc) - gap * (shown.length - 1)) / shown.length;
  if (doc.y + size + 20 > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y;
  shown.forEach((varga, i) => {
    const title = varga.code === 'D1' ? 'Lagna (D1)' : `${varga.name} (${varga.code})`;
    northChart(doc, MARGIN + i * (size + gap), top, size, title, varga.placements, kundli);
  });
  doc.x = MARGIN;
  doc.y = top + size + 20;
}

function planetRows(kundli: Kundli): string[][] {
  return chartPoints.flatMap((point) => {
    const detail = kundli.chart.planetDetails[point];
    if (!detail) return [];
    const condition = [detail.signRelation, detail.isRetrograde ? 'Retrograde' : null]
      .filter(Boolean)
      .join(', ');
    return [
      [
        point,
        formatDegree(detail.degree),
        detail.zodiacSignOccupiedByPlanet,
        detail.nakshatra,
        String(detail.pada),
        condition || '—',
        String(detail.house),
      ],
    ];
  });
}

/** Mahadashas with their antardashas (two levels), each period from its start to its end. */
function vimshottariRows(periods: DasaPeriodData[]): string[][] {
  return periods
    .filter((period) => period.level <= 2)
    .map((period) => [
      period.level === 1 ? period.planetName : `    ${period.planetName}`,
      DASA_LEVELS[period.level - 1]!,
      dayOf(period.startingTime),
      dayOf(period.endingTime),
    ]);
}

function ashtakavargaRows({ ashtakavarga }: Kundli): string[][] {
  return [
    ...ashtakavarga.bhinna.map((row) => [row.owner, ...row.bindus.map(String), String(row.total)]),
    ['Sarva', ...ashtakavarga.sarva.map(String), String(ashtakavarga.sarvaTotal)],
  ];
}

function mangalLine({ mangalDosha }: Kundli): string {
  if (!mangalDosha.present) return 'No mangal dosha.';
  if (!mangalDosha.effective)
    return `Mangal dosha present, cancelled: ${mangalDosha.cancelledBy.join('; ')}.`;
  return 'Mangal dosha present.';
}

/**
 * The printable kundli: birth details and panchanga, the Lagna, Navamsa and Dasamsa charts as
 * vector drawings, the planets, the periods running today, Vimshottari to two levels, ashtakavarga
 * and mangal dosha, in A4 with the font embedded.
 */
export function kundliPdf(kundli: Kundli, generatedAt: Date): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const name = kundli.birth.name || 'Kundli';
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Kundli of ${name}`, Author: 'Kusp', CreationDate: generatedAt },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('bold').fontSize(20).fillColor(INK).text(`Kundli of ${name}`);
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      `Vedic birth chart by Kusp (Lahiri ayanamsa, whole-sign houses), made on ${generatedAt.toISOString().slice(0, 10)}.`,
    );

  heading(doc, 'Birth details and panchanga');
  table(doc, null, birthRows(kundli), [0.3, 0.7]);

  heading(doc, 'Charts (North Indian style)');
  charts(doc, kundli);

  heading(doc, 'Planets');
  table(
    doc,
    ['Planet', 'Degree', 'Sign', 'Nakshatra', 'Pada', 'Condition', 'House'],
    planetRows(kundli),
    [0.13, 0.13, 0.14, 0.2, 0.07, 0.23, 0.1],
  );

  heading(doc, 'Vimshottari periods running today');
  table(
    doc,
    ['Level', 'Lord', 'From', 'To'],
    kundli.running.vimshottari.map((period, i) => [
      DASA_LEVELS[i]!,
      period.lord,
      dayOf(period.start),
      dayOf(period.end),
    ]),
    [0.3, 0.3, 0.2, 0.2],
  );

  heading(doc, 'Mangal dosha');
  doc.font('regular').fontSize(10).fillColor(INK).text(mangalLine(kundli));

  heading(doc, 'Ashtakavarga');
  table(
    doc,
    ['Bindus of', ...zodiacSigns.map((sign) => sign.slice(0, 3)), 'Total'],
    ashtakavargaRows(kundli),
    [0.12, ...zodiacSigns.map(() => 0.0675), 0.07],
    8,
  );

  heading(doc, 'Vimshottari dasa');
  table(
    doc,
    ['Lord', 'Period', 'From', 'To'],
    vimshottariRows(kundli.chart.vimshottariDasaDetails.dasaData),
    [0.3, 0.3, 0.2, 0.2],
    8,
  );
  doc.end();
  return done;
}
