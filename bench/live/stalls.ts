import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Records this process's longest event-loop stall in each second from now on; `stop()` ends the
 * recording and returns them (ms), one per second.
 */
export function recordStalls() {
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const longest: number[] = [];
  const timer = setInterval(() => {
    longest.push(loopDelay.max / 1e6);
    loopDelay.reset();
  }, 1000);
  return {
    stop(): number[] {
      clearInterval(timer);
      loopDelay.disable();
      return longest;
    },
  };
}
