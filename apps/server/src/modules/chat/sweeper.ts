import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `task` every intervalMs and at instants asked for with wakeAt, never two runs at once on this
 * instance (a wake-up during a run runs it once more afterwards). The task itself must be safe when
 * several instances run it together.
 */
export function createSweeper(
  task: () => Promise<void>,
  intervalMs: number,
  log: FastifyBaseLogger,
) {
  let current: Promise<void> | null = null;
  let again = false;
  const timers = new Set<NodeJS.Timeout>();

  function run(): Promise<void> {
    if (current) {
      again = true;
      return current;
    }
    current = (async () => {
      do {
        again = false;
        try {
          await task();
        } catch (error) {
          log.error({ err: error }, 'chat: sweep failed');
        }
      } while (again);
    })().finally(() => (current = null));
    return current;
  }

  const interval = setInterval(() => void run(), intervalMs);
  interval.unref();
  return {
    run,
    wakeAt(at: Date) {
      const timer = setTimeout(
        () => {
          timers.delete(timer);
          void run();
        },
        // A little after the instant, so the database clock agrees it has passed.
        Math.max(0, at.getTime() - Date.now()) + 50,
      );
      timer.unref();
      timers.add(timer);
    },
    async stop() {
      clearInterval(interval);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await current;
    },
  };
}
