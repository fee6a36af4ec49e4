// Generates the blog's preview (600x400) and detail (1200x500) SVG images from the
// front matter of articles/*.html. Run once from the repo root:
//   node apps/server/src/modules/blog/content/make-images.mjs
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const articlesDir = fileURLToPath(new URL('./articles/', import.meta.url));
const outDir = fileURLToPath(new URL('../../../../../web/public/images/blog/', import.meta.url));

const SIGNS = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
];
// U+FE0E asks for the text (not emoji) presentation of each zodiac symbol.
const glyph = (i) => String.fromCodePoint(0x2648 + i) + '\uFE0E';
const PALETTES = [
  ['#0b1026', '#2b1b4f'],
  ['#08162b', '#183a5a'],
  ['#120d2a', '#4a1f4f'],
  ['#0a1a1f', '#1f3f4f'],
];

const esc = (s) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function frontMatter(source) {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
  const meta = {};
  for (const line of block.split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) meta[line.slice(0, i).trim()] = line.slice(i + 1).trim();
  }
  return meta;
}

// Small deterministic PRNG so the star fields are stable between runs.
function rng(seed) {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

function wrap(text, maxChars, maxLines) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? line + ' ' + word : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    // Drop the cut word and the punctuation before it (a loop: no backtracking pattern).
    let last = lines[maxLines - 1].split(' ').slice(0, -1).join(' ');
    while (last && ' ,:;'.includes(last.at(-1))) last = last.slice(0, -1);
    lines[maxLines - 1] = last + '…';
  }
  return lines;
}

function stars(rand, w, h, n) {
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = Math.round(rand() * w);
    const y = Math.round(rand() * h);
    const r = (0.6 + rand() * 1.4).toFixed(1);
    const o = (0.3 + rand() * 0.6).toFixed(2);
    out += `<circle cx="${x}" cy="${y}" r="${r}" opacity="${o}"/>`;
  }
  return `<g fill="#fff">${out}</g>`;
}

// A zodiac wheel: two rings, twelve spokes and the twelve glyphs; `hi` highlights one sign.
function wheel(cx, cy, r, hi) {
  const spokes = [];
  const glyphs = [];
  for (let i = 0; i < 12; i++) {
    // Aries starts at the left (the eastern horizon) and the signs run anticlockwise.
    const a = ((180 - i * 30) * Math.PI) / 180;
    const b = ((180 - i * 30 - 15) * Math.PI) / 180;
    const p = (rad, ang) =>
      `${(cx + rad * Math.cos(ang)).toFixed(1)} ${(cy + rad * Math.sin(ang)).toFixed(1)}`;
    spokes.push(`M${p(r * 0.62, a)}L${p(r, a)}`);
    const [gx, gy] = p(r * 0.81, b).split(' ');
    const on = i === hi;
    glyphs.push(
      `<text x="${gx}" y="${gy}" dy=".35em"${on ? ' fill="#f5c96b" font-size="' + Math.round(r * 0.2) + '"' : ''}>${glyph(i)}</text>`,
    );
  }
  return (
    `<g fill="none" stroke="#f5c96b" stroke-opacity=".55" stroke-width="1.5">` +
    `<circle cx="${cx}" cy="${cy}" r="${r}"/><circle cx="${cx}" cy="${cy}" r="${(r * 0.62).toFixed(1)}"/>` +
    `<path d="${spokes.join('')}"/></g>` +
    `<g fill="#e8e2ff" font-size="${Math.round(r * 0.14)}" text-anchor="middle" font-family="'Segoe UI Symbol','Noto Sans Symbols',sans-serif">${glyphs.join('')}</g>` +
    (hi >= 0
      ? `<text x="${cx}" y="${cy}" dy=".35em" fill="#f5c96b" font-size="${Math.round(r * 0.5)}" text-anchor="middle" font-family="'Segoe UI Symbol','Noto Sans Symbols',sans-serif">${glyph(hi)}</text>`
      : `<circle cx="${cx}" cy="${cy}" r="${(r * 0.16).toFixed(1)}" fill="#f5c96b" opacity=".85"/>`)
  );
}

function svg({ w, h, slug, title, date }, layout) {
  const rand = rng(slug);
  const sign = SIGNS.findIndex((s) => slug.startsWith(s + '-ascendant'));
  const [c1, c2] = PALETTES[Math.floor(rand() * PALETTES.length)];
  const id = `g-${slug}`;
  const lines = wrap(title, layout.chars, layout.maxLines);
  const lh = Math.round(layout.font * 1.2);
  const y0 = Math.round(h / 2 - ((lines.length - 1) * lh) / 2);
  const tspans = lines
    .map((l, i) => `<tspan x="${layout.tx}" y="${y0 + i * lh}">${esc(l)}</tspan>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(title)}">` +
    `<title>${esc(title)}</title>` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#${id})"/>` +
    stars(rand, w, h, layout.stars) +
    wheel(layout.wx, layout.wy, layout.wr, sign) +
    `<text fill="#fff" font-family="Georgia,'Times New Roman',serif" font-size="${layout.font}" font-weight="bold">${tspans}</text>` +
    `<text x="${layout.tx}" y="${h - layout.pad}" fill="#f5c96b" font-family="Helvetica,Arial,sans-serif" font-size="${layout.small}" letter-spacing="3">KUSP · ${esc(date)}</text>` +
    `</svg>\n`
  );
}

mkdirSync(outDir, { recursive: true });
const files = readdirSync(articlesDir).filter((f) => f.endsWith('.html'));
for (const file of files) {
  const { slug, title, date } = frontMatter(readFileSync(articlesDir + file, 'utf8'));
  if (!slug || !title) throw new Error(`${file}: missing slug or title`);
  const preview = svg(
    { w: 600, h: 400, slug, title, date },
    {
      tx: 36,
      chars: 22,
      maxLines: 5,
      font: 30,
      small: 13,
      pad: 26,
      wx: 470,
      wy: 130,
      wr: 100,
      stars: 28,
    },
  );
  const detail = svg(
    { w: 1200, h: 500, slug, title, date },
    {
      tx: 64,
      chars: 30,
      maxLines: 4,
      font: 46,
      small: 16,
      pad: 36,
      wx: 960,
      wy: 250,
      wr: 190,
      stars: 55,
    },
  );
  for (const [name, body] of [
    [`${slug}-preview.svg`, preview],
    [`${slug}-detail.svg`, detail],
  ]) {
    if (Buffer.byteLength(body) > 6144) throw new Error(`${name} is larger than 6 KB`);
    writeFileSync(outDir + name, body);
  }
}
console.log(`wrote ${files.length * 2} images to ${outDir}`);
