import { inputMessages, unsafeTextIn } from '@kusp/contracts';
import { HttpError } from './http-error.ts';

// U+0000 (PostgreSQL refuses it in text) or a UTF-16 half without its pair (not text at all):
// with the u flag a well-formed pair reads as one code point, so \p{Cs} only meets lone halves.
const UNSAFE_TEXT = /[\0\p{Cs}]/u;

export const isUnsafeText = (text: string) => UNSAFE_TEXT.test(text);
/** A name fit to echo back in an error: each such character shown as U+FFFD. */
export const printableName = (name: string) => name.replace(/[\0\p{Cs}]/gu, '\uFFFD');

/**
 * The dotted path ('' for the value itself) of the first string in a parsed JSON value, key or
 * value, that cannot be stored; null when every string can. A loop rather than recursion, so no
 * nesting depth can overflow the stack.
 */
export function findUnsafeText(value: unknown): string | null {
  const pending: Array<[unknown, string]> = [[value, '']];
  while (pending.length > 0) {
    const [item, path] = pending.pop()!;
    if (typeof item === 'string') {
      if (isUnsafeText(item)) return path;
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    // Pushed last to first, so the first field in the body is the one reported.
    const entries = Object.entries(item);
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, child] = entries[i]!;
      const childPath = path ? `${path}.${key}` : key;
      if (isUnsafeText(key)) return printableName(childPath);
      pending.push([child, childPath]);
    }
  }
  return null;
}

/**
 * The one input rule of every way in (HTTP body, query and path, multipart parts, STOMP SEND
 * bodies): throws the 400 naming the first field whose text cannot be stored, or `whole` when the
 * value itself is such a string.
 */
export function assertStorableText(value: unknown, whole: string) {
  const field = findUnsafeText(value);
  if (field !== null) throw unsafeTextError(field || whole);
}

/** The 400 for a field holding such a character: `{code: INVALID_REQUEST, message, errors: {field: text}}`. */
export function unsafeTextError(field: string) {
  const name = printableName(field);
  return new HttpError('INVALID_REQUEST', unsafeTextIn(name), {
    [name]: inputMessages.unsafeText,
  });
}
