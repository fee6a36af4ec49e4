// What boot.ts and the screen-chunks preloader share. Boot imports it, so it is a chunk of its own
// (vite.config.ts): boot would otherwise import the app's chunk that held it.

/** Yields to the browser (input, painting) without setTimeout's 4 ms clamp on nested calls. */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/**
 * A module preload for a chunk, as Vite's preload helper writes it: in the module script's CORS
 * mode, so the import reuses it (and the helper leaves the chunk out).
 */
export function preloadModule(file: string) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.as = 'script';
  link.crossOrigin = '';
  link.href = file;
  document.head.appendChild(link);
}
