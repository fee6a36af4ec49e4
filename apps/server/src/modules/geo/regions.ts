import { createRequire } from 'node:module';
import type CountryModule from 'country-state-city/lib/cjs/country.js';
import type StateModule from 'country-state-city/lib/cjs/state.js';

// country-state-city's own entry also loads its 150,000 cities, which stay in memory for the life
// of the process (30 MB of heap that every full garbage collection walks). Its country and state
// modules alone do not; they are CommonJS with a default export, hence require.
const require = createRequire(import.meta.url);
export const Country = (
  require('country-state-city/lib/cjs/country.js') as { default: typeof CountryModule }
).default;
export const State = (
  require('country-state-city/lib/cjs/state.js') as { default: typeof StateModule }
).default;

/**
 * Requires a CommonJS module without keeping it, or any module it loads, in the cache, so that its
 * data can be collected once the caller is done with it (a module left in the cache would keep the
 * one that first required it reachable).
 */
export function requireUncached<T>(specifier: string): T {
  // A require of its own: the one above lists every module it loaded as its child, for good.
  const requireOnce = createRequire(import.meta.url);
  const loadedBefore = new Set(Object.keys(require.cache));
  try {
    return requireOnce(specifier) as T;
  } finally {
    for (const key of Object.keys(require.cache)) {
      if (!loadedBefore.has(key)) delete require.cache[key];
    }
  }
}
