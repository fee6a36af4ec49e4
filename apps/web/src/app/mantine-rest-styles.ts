/**
 * Loads a screen with the Mantine styles the prerendered public pages do not need (see
 * vite.config.ts), asked for first so that their stylesheet comes before the screen's own.
 */
export function withMantineRestStyles<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    Promise.all([import('virtual:mantine-styles/rest.css'), load()]).then(([, module]) => module);
}
