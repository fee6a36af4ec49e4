import { core } from './en/core.ts';
import { mail } from './en/mail.ts';
import { reader } from './en/reader.ts';
import { screens } from './en/screens.ts';
import { server } from './en/server.ts';
import { site } from './en/site.ts';

// The English catalogue: the spec's and the screens' own texts, verbatim. Where a text already
// lives in contracts (route titles, navigation labels, `messages`), it is taken from there, so the
// English is written once. Placeholders are `{name}`, as in `messages`; plurals are i18next's
// `_one` / `_other` keys (docs/i18n.md). The browser loads it in parts (`core`, `site`,
// `screens`, docs/i18n.md "Loading"); the mails are the server's alone.

export const en = { ...core, ...site, ...screens, server, mail, reader } as const;

/** A catalogue of the same keys as the English one, with any text: what each language provides. */
export type Catalogue<T = typeof en> = {
  readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]>;
};
