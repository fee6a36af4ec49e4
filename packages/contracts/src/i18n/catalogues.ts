import { en } from './en.ts';
import { hi } from './hi.ts';

/**
 * Every language's catalogue, for whoever needs them all: the server's mails and prerender, the
 * checks. The browser starts with English (`englishCatalogue`) and loads this, the Hindi with it,
 * only when Hindi is chosen: the first visit of an English reader does not carry it.
 */
export const catalogues = { en, hi } as const;
