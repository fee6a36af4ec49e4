import { createContext, useContext, useEffect } from 'react';

/** What a page says about itself in the head (its description), gathered while it prerenders. */
export interface PageHead {
  description?: string;
  /** The document's whole title, when the page names more than its route ('Panchang for …'). */
  title?: string;
}

/** Given only by the server's prerender (apps/web/src/entry-server.ts); null in the browser. */
export const PageHeadContext = createContext<((head: PageHead) => void) | null>(null);

/** The page's description, written into the prerendered head (the browser sets it in an effect). */
export function usePrerenderedDescription(text: string) {
  useContext(PageHeadContext)?.({ description: text });
}

/** The page's own title, in the prerendered head and, once alive, in the browser's. */
export function usePageTitle(title: string | undefined) {
  useContext(PageHeadContext)?.(title ? { title } : {});
  useEffect(() => {
    if (!title) return;
    // The route sets its generic title in its own effect, which React runs after this one.
    queueMicrotask(() => {
      document.title = title;
    });
  }, [title]);
}

/** The attribute keeping the site-wide description on a prerendered page's description tag. */
export const SITE_WIDE_DESCRIPTION = 'data-site-wide';
