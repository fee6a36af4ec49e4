import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { zodiacSigns } from '@kusp/contracts';
import { loadBlogArticles } from '../src/modules/blog/content/index.ts';

const articles = loadBlogArticles();
const publicDir = path.resolve(import.meta.dirname, '../../web/public');

describe('the blog articles we ship', () => {
  it('has at least 20 articles with unique slugs and dates from September 2022 to January 2023', () => {
    expect(articles.length).toBeGreaterThanOrEqual(20);
    expect(new Set(articles.map((a) => a.slug)).size).toBe(articles.length);
    expect(new Set(articles.map((a) => a.date)).size).toBe(articles.length);
    for (const article of articles) {
      expect(article.date >= '2022-09-01' && article.date <= '2023-01-31', article.slug).toBe(true);
    }
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
