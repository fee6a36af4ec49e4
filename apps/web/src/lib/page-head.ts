import { createContext, useContext } from 'react';

/** What a page says about itself in the head (its description), gathered while it prerenders. */
export interface PageHead {
  description?: string;
}

/** Given only by the server's prerender (apps/web/src/entry-server.ts); null in the browser. */
export const PageHeadContext = createContext<((head: PageHead) => void) | null>(null);

/** The page's description, written into the prerendered head (the browser sets it in an effect). */
export function usePrerenderedDescription(text: string) {
  useContext(PageHeadContext)?.({ description: text });
}

/** The attribute keeping the site-wide description on a prerendered page's description tag. */
export const SITE_WIDE_DESCRIPTION = 'data-site-wide';
