import { href } from '@kusp/contracts';

/** The query parameter that brings a visitor back after signing in. */
export const NEXT_PARAM = 'next';

/** Only a path on our own site, so a crafted link cannot send the visitor elsewhere. */
export function safePath(value: string | null | undefined): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')
    ? value
    : null;
}

/** The customer sign-in page, coming back to `path` afterwards. */
export const signInThenBackTo = (path: string) =>
  `${href('userLogin')}?${new URLSearchParams({ [NEXT_PARAM]: path })}`;

/** Where to go once signed in: the page the visitor came from, if it was ours. */
export const returnPathFrom = (search: string) =>
  safePath(new URLSearchParams(search).get(NEXT_PARAM));
