import { PRERENDER_CHUNKS_ID } from '../prerender-state';
import { nextTask, preloadModule } from './module-preload';

/** Links added per task: each costs up to a few milliseconds of a phone's main thread. */
const LINKS_PER_TASK = 4;

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
    for (const file of files.slice(start, start + LINKS_PER_TASK)) preloadModule(file);
  }
}
