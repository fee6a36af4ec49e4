import type { Catalogue } from './en.ts';
import { core } from './hi/core.ts';
import { mail } from './hi/mail.ts';
import { reader } from './hi/reader.ts';
import { screens } from './hi/screens.ts';
import { server } from './hi/server.ts';
import { site } from './hi/site.ts';

// The Hindi catalogue, in the English one's parts (docs/i18n.md). Typed against the English
// catalogue, so a key missing here fails the typecheck; scripts/i18n-check.ts checks both ways and
// for unused keys.

export const hi: Catalogue = { ...core, ...site, ...screens, server, mail, reader };
