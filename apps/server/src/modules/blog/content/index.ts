import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface BlogArticleSeed {
  slug: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  author: string;
  teaser: string;
  seoDescription: string;
  seoKeywords: string;
  html: string;
  previewImageUrl: string;
  detailImageUrl: string;
}

const ARTICLES_DIR = fileURLToPath(new URL('./articles/', import.meta.url));
const FIELDS = [
  'slug',
  'title',
  'date',
  'author',
  'teaser',
  'seoDescription',
  'seoKeywords',
] as const;
type Field = (typeof FIELDS)[number];

/** Splits a file into its `---` front-matter block (flat `key: value` lines) and the HTML body. */
export function parseArticle(source: string, file = 'article'): BlogArticleSeed {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${file}: missing front matter`);
  const meta = new Map<string, string>();
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) meta.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const get = (key: Field): string => {
    const value = meta.get(key);
    if (!value) throw new Error(`${file}: front matter is missing "${key}"`);
    return value;
  };
  const fields = Object.fromEntries(FIELDS.map((key) => [key, get(key)])) as Record<Field, string>;
  const slug = fields.slug;
  return {
    ...fields,
    html: (match[2] ?? '').trim(),
    previewImageUrl: `/images/blog/${slug}-preview.svg`,
    detailImageUrl: `/images/blog/${slug}-detail.svg`,
  };
}

/** Reads every `articles/*.html` file next to this module, newest first. */
export function loadBlogArticles(): BlogArticleSeed[] {
  return readdirSync(ARTICLES_DIR)
    .filter((name) => name.endsWith('.html'))
    .map((name) => parseArticle(readFileSync(join(ARTICLES_DIR, name), 'utf8'), name))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}
