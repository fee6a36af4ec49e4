import { PRERENDER_CHUNKS_ID } from '../prerender-state';

/** Links added per task: each costs up to a few milliseconds of a phone's main thread. */
const LINKS_PER_TASK = 4;

/** Yields to the browser (input, painting) without setTimeout's 4 ms clamp on nested calls. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/**
 * Preloads the chunks a prerendered page's screen imports (listed by the server), a few links per
 * task. Vite's preload helper would add the same links when the router imports the screen, all in
 * one task: on /research 45 links, ~50 ms of this machine's main thread, the page's longest task
 * after the first paint. The helper leaves out a chunk whose link is already in the document. The
 * first few wait for a task of their own too: the caller's task is the entry's evaluation, already
 * the longest on a phone.
 */
export async function preloadScreenChunks(): Promise<void> {
  const listed = document.getElementById(PRERENDER_CHUNKS_ID)?.textContent;
  const files = listed ? (JSON.parse(listed) as string[]) : [];
  for (let start = 0; start < files.length; start += LINKS_PER_TASK) {
    await nextTask();
    for (const file of files.slice(start, start + LINKS_PER_TASK)) {
      const link = document.createElement('link');
      // As the helper writes them: a module preload in the module script's CORS mode, so the
      // import reuses it.
      link.rel = 'modulepreload';
      link.as = 'script';
      link.crossOrigin = '';
      link.href = file;
      document.head.appendChild(link);
    }
  }
}
