/** The `<script type="application/json">` carrying a prerendered page's query data to the browser. */
export const PRERENDER_STATE_ID = 'kusp-state';
