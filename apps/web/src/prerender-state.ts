/** The `<script type="application/json">` carrying a prerendered page's query data to the browser. */
export const PRERENDER_STATE_ID = 'kusp-state';
/** The `<script type="application/json">` listing the chunks a prerendered page's screen imports. */
export const PRERENDER_CHUNKS_ID = 'kusp-chunks';
