// zod compiles its object parsers with `new Function` and probes for it when a schema is made:
// the site's Content-Security-Policy (no 'unsafe-eval') reports the probe as a violation. Imported
// first by main.tsx, so it is set before any schema exists.
import { config } from 'zod/v4/core';

config({ jitless: true });
