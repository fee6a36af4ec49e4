import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

/** One process's seconds: the longest event-loop stall (ms) and the old-space collections ended. */
export interface SecondsRecorded {
  stalls: number[];
  oldSpaceCollections: number[];
}

/**
 * Records, for each second from now on, this process's longest event-loop stall and how many
 * old-space (full) collections V8 finished in it; `stop()` ends the recording and returns them.
 */
export function recordStalls() {
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  let collections = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as { detail?: { kind?: number } }).detail?.kind;
      if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) collections += 1;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const recorded: SecondsRecorded = { stalls: [], oldSpaceCollections: [] };
  const timer = setInterval(() => {
    recorded.stalls.push(loopDelay.max / 1e6);
    recorded.oldSpaceCollections.push(collections);
    loopDelay.reset();
    collections = 0;
  }, 1000);
  return {
    stop(): SecondsRecorded {
      clearInterval(timer);
      loopDelay.disable();
      observer.disconnect();
      return recorded;
    },
  };
}
