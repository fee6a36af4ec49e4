// The script a prerendered public page starts with (the server puts it in place of the app's entry;
// docs/first-visit.md, "After the first paint"). The page is complete without the app, which only
// brings it alive: the app and the chunks it needs first are asked for once the page is painted, so
// a phone's slow line carries the page's styles and first image before them, and its main thread
// lays the page out before evaluating them. The app's chunks are evaluated one task each, in the
// order the server lists them (what a chunk imports first): as one chunk they were one task of
// ~45 ms here, ~180 ms on a phone. What the visitor does meanwhile is held (early-actions).
import { holdEarlyActions } from './lib/early-actions';
import { nextTask, preloadModule } from './lib/module-preload';

holdEarlyActions();

/**
 * Once the browser reports the page's first contentful paint (a frame is on screen, not only drawn:
 * on a busy phone the two are apart); in a background tab, which paints nothing, at once.
 */
const painted = new Promise<void>((resolve) => {
  if (document.visibilityState === 'hidden') resolve();
  document.addEventListener('visibilitychange', () => resolve(), { once: true });
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
    requestAnimationFrame(() => setTimeout(resolve));
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    resolve();
  }).observe({ type: 'paint', buffered: true });
});

const script = document.querySelector<HTMLScriptElement>('script[data-app]');
const listed = (name: 'app' | 'preload') =>
  (script?.dataset[name] ?? '').split(' ').filter(Boolean);

void painted.then(async () => {
  const app = listed('app');
  // All fetched at once, the screen's chunk and texts beside the app's rather than after them.
  for (const file of [...app, ...listed('preload')]) preloadModule(file);
  for (const file of app) {
    await import(/* @vite-ignore */ file);
    await nextTask();
  }
});
