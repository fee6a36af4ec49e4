import type { z } from 'zod';
import { messages } from '@kusp/contracts';
import { fieldError, HttpError } from '../../lib/http-error.ts';
import { assertStorableText } from '../../lib/text-input.ts';

/**
 * A SEND frame's JSON body checked by the same input rule and schema as the HTTP route: 400 texts
 * alike, and no text the database cannot store ever reaches a write.
 */
export function parseSendBody<T extends z.ZodType>(schema: T, body: string): z.output<T> {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new HttpError('INVALID_REQUEST', messages.generic.malformedJson);
  }
  assertStorableText(json, 'body');
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.') || 'body'] ??= issue.message;
  throw fieldError(errors);
}
