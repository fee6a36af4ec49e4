import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { zodiacSigns } from '@kusp/contracts';
import { loadBlogArticles } from '../src/modules/blog/content/index.ts';

const articles = loadBlogArticles();
const publicDir = path.resolve(import.meta.dirname, '../../web/public');

describe('the blog articles we ship', () => {
  it('has the first 22 articles (September 2022 to January 2023) and six of 2026, none ahead of today', () => {
    expect(new Set(articles.map((a) => a.slug)).size).toBe(articles.length);
    expect(new Set(articles.map((a) => a.date)).size).toBe(articles.length);
    const first = articles.filter((a) => a.date >= '2022-09-01' && a.date <= '2023-01-31');
    const ofThisYear = articles.filter((a) => a.date.startsWith('2026-'));
    expect(first).toHaveLength(22);
    expect(ofThisYear).toHaveLength(6);
    expect(first.length + ofThisYear.length).toBe(articles.length);
    for (const article of ofThisYear) {
      expect(article.date <= new Date().toISOString().slice(0, 10), article.slug).toBe(true);
      // Our own articles of 400 to 700 words.
      const words = article.html
        .replace(/<[^<>]*>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words, article.slug).toBeGreaterThanOrEqual(400);
      expect(words, article.slug).toBeLessThanOrEqual(700);
    }
    expect(articles[0]!.date.startsWith('2026-')).toBe(true);
    expect(new Set(articles.map((a) => a.author)).size).toBe(1);
  });

  it('has a compatibility article for each of the twelve ascendants, each with twelve pairings', () => {
    for (const sign of zodiacSigns) {
      const article = articles.find(
        (a) => a.slug === `${sign.toLowerCase()}-ascendant-compatibility`,
      );
      expect(article, sign).toBeDefined();
      expect(article!.html.match(/<h3[\s>]/g)?.length, sign).toBe(12);
    }
  });

  it('holds no script, inline handler or javascript: link, and every image exists', () => {
    for (const article of articles) {
      expect(article.html, article.slug).not.toMatch(/<script|\son\w+\s*=|javascript:/i);
      for (const url of [article.previewImageUrl, article.detailImageUrl]) {
        expect(existsSync(path.join(publicDir, url)), url).toBe(true);
      }
    }
  });
});
