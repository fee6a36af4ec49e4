import { afterEach, describe, expect, it } from 'vitest';
import { PRERENDER_CHUNKS_ID } from '../prerender-state';
import { preloadScreenChunks } from './screen-chunks';

const files = Array.from({ length: 9 }, (_, index) => `/assets/chunk-${index}.js`);
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({
    href: link.getAttribute('href'),
    as: link.as,
    crossOrigin: link.crossOrigin,
  }));

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe("preloading a prerendered screen's chunks", () => {
  it('adds a module preload for each listed chunk, a few per task', async () => {
    document.body.innerHTML = `<div id="root"><h1>Research</h1></div><script type="application/json" id="${PRERENDER_CHUNKS_ID}">${JSON.stringify(files)}</script>`;
    const done = preloadScreenChunks();
    // None in the task that called it (on a prerendered page, the entry's evaluation); the rest
    // after the browser has had the main thread back.
    expect(preloads()).toHaveLength(0);
    await done;
    expect(preloads()).toEqual(files.map((href) => ({ href, as: 'script', crossOrigin: '' })));
  });

  it('adds nothing to a page without the list (the app drawn afresh)', async () => {
    await preloadScreenChunks();
    expect(preloads()).toEqual([]);
  });
});
