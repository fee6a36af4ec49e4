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

/**
 * The article's own title, description, keywords and Open Graph tags, for search engines and link
 * previews; restored when the visitor leaves the article.
 */
export function useArticleHead(article: BlogArticleDetail | undefined) {
  useEffect(() => {
    if (!article) return;
    const url = new URL(location.pathname, location.origin).href;
    const image = new URL(article.headerImageUrl, location.origin).href;
    const title = `${article.title} | Kusp`;
    const previousTitle = document.title;
    const restorers: Array<() => void> = [];
    // The route sets a generic title in its own effect, which React runs after this one on a
    // cached visit; a microtask runs once all effects of the commit are done.
    queueMicrotask(() => {
      document.title = title;
      restorers.push(
        setMeta('name', 'description', article.seoDescription),
        setMeta('name', 'keywords', article.seoKeywords),
        setMeta('property', 'og:type', 'article'),
        setMeta('property', 'og:title', article.title),
        setMeta('property', 'og:description', article.seoDescription),
        setMeta('property', 'og:url', url),
        setMeta('property', 'og:image', image),
        setMeta('property', 'og:site_name', 'Kusp'),
        setMeta('property', 'article:published_time', article.date),
        setMeta('property', 'article:author', article.author),
      );
    });
    return () => {
      queueMicrotask(() => {
        for (const restore of restorers.reverse()) restore();
        if (document.title === title) document.title = previousTitle;
      });
    };
  }, [article]);
}
