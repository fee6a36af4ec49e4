import { useEffect } from 'react';
import type { BlogArticleDetail } from '@kusp/contracts';

/** Sets `<meta name|property=key content>` in the head; returns how to put the old value back. */
function setMeta(attribute: 'name' | 'property', key: string, content: string): () => void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  const previous = tag?.getAttribute('content') ?? null;
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.setAttribute('content', content);
  const element = tag;
  return () => {
    if (previous === null) element.remove();
    else element.setAttribute('content', previous);
  };
}

export interface HeadMeta {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

/**
 * The article's title, description, keywords and Open Graph tags at `url`: set in the browser by
 * useArticleHead and written into the prerendered page by the server.
 */
export function articleHead(
  article: BlogArticleDetail,
  url: URL,
): { title: string; meta: HeadMeta[] } {
  const meta = (attribute: HeadMeta['attribute'], key: string, content: string) => ({
    attribute,
    key,
    content,
  });
  return {
    title: `${article.title} | Kusp`,
    meta: [
      meta('name', 'description', article.seoDescription),
      meta('name', 'keywords', article.seoKeywords),
      meta('property', 'og:type', 'article'),
      meta('property', 'og:title', article.title),
      meta('property', 'og:description', article.seoDescription),
      meta('property', 'og:url', url.href),
      meta('property', 'og:image', new URL(article.headerImageUrl, url).href),
      meta('property', 'og:site_name', 'Kusp'),
      meta('property', 'article:published_time', article.date),
      meta('property', 'article:author', article.author),
    ],
  };
}

/**
 * The article's own title, description, keywords and Open Graph tags, for search engines and link
 * previews; restored when the visitor leaves the article.
 */
export function useArticleHead(article: BlogArticleDetail | undefined) {
  useEffect(() => {
    if (!article) return;
    const { title, meta } = articleHead(article, new URL(location.pathname, location.origin));
    const previousTitle = document.title;
    const restorers: Array<() => void> = [];
    // The route sets a generic title in its own effect, which React runs after this one on a
    // cached visit; a microtask runs once all effects of the commit are done.
    queueMicrotask(() => {
      document.title = title;
      restorers.push(...meta.map((tag) => setMeta(tag.attribute, tag.key, tag.content)));
    });
    return () => {
      queueMicrotask(() => {
        for (const restore of restorers.reverse()) restore();
        if (document.title === title) document.title = previousTitle;
      });
    };
  }, [article]);
}
