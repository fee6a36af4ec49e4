import { z } from 'zod';
import { limits } from './constants.ts';
import { cardPaymentModes } from './enums.ts';
import { errorCodes } from './errors.ts';
import { fillMessage, messages } from './messages.ts';

/** The one error body every 4xx and 5xx answer carries. */
export const errorCodeSchema = z
  .enum(errorCodes)
  .describe(
    'What went wrong, for programs to switch on; the message is for people and may change. ' +
      'The list and what each means: docs/development.md, "Error codes".',
  );

export const errorBodySchema = z.object({
  code: errorCodeSchema,
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const messageBodySchema = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageBodySchema>;

/**
 * Something@domain where the domain holds a dot with a character before it and two after. The
 * lookahead keeps the test linear in the input's length (the obvious `[^\s@]+\.[^\s@]{2,}`
 * backtracks quadratically); the length limit runs before it anyway.
 */
export const EMAIL_PATTERN = /^[^\s@]+@(?=[^\s@]*[^\s@]\.[^\s@]{2})[^\s@]+$/;
/** The longest address mail systems deliver to (RFC 5321). */
export const EMAIL_MAX = 254;
export const NAME_PATTERN = /^[A-Za-z .,']+$/;
export const NAME_MAX = 100;
export const PASSWORD_PATTERN = new RegExp(
  `^(?=.*[A-Z])(?=.*[#?!@$%^&*-]).{${limits.passwordMin},${limits.passwordMax}}$`,
);

/**
 * Texts of the server's input rules that hold for every route (the spec leaves them to us). The
 * `{placeholders}` are filled by the functions below, so `translateMessage` finds a filled-in text
 * by its wording and shows it in the reader's language (the `server` namespace, `server:input`).
 */
export const inputMessages = {
  unsafeText: 'This text holds a character that cannot be stored (a NUL or half of an emoji)',
  unsafeTextIn:
    'The field {field} holds a character that cannot be stored (a NUL or half of an emoji)',
  bodyTooLarge: 'The request body is too large: at most {kilobytes} KB is accepted here',
  uploadBroken: 'The upload was cut short or malformed. Please try again',
  badAddress: 'This address is not valid',
  contentType: 'This content type is not supported',
} as const;

/** The answer's message for a field holding a NUL or half of a surrogate pair. */
export const unsafeTextIn = (field: string) => fillMessage(inputMessages.unsafeTextIn, { field });

/** The answer's message for a body over the route's limit (`bytes`), in whole KB. */
export const bodyTooLarge = (bytes: number) =>
  fillMessage(inputMessages.bodyTooLarge, { kilobytes: Math.floor(bytes / 1024) });

/** The words for a text over its limit, naming the limit. */
export const tooLongText = (maximum: number) => fillMessage(messages.limits.tooLong, { maximum });

// Any `.max()` without its own message says its limit in words (strings and lists alike).
z.config({
  customError: (issue) => {
    if (issue.code !== 'too_big') return undefined;
    if (issue.origin === 'string') return tooLongText(Number(issue.maximum));
    if (issue.origin === 'array')
      return fillMessage(messages.limits.tooManyItems, { maximum: Number(issue.maximum) });
    return undefined;
  },
});

/**
 * Caps a text's length before any pattern sees it: an over-long value stops there, so no
 * pattern ever runs on more than `maximum` characters.
 */
export function maxLength<T extends z.ZodString>(schema: T, maximum: number, message?: string): T {
  return schema.max(maximum, { message: message ?? tooLongText(maximum), abort: true }) as T;
}

/** Trims, then requires a value: empty and missing both give `required`. */
export function requiredText(required: string) {
  return z.string({ error: required }).trim().min(1, required);
}

export function emailField(
  required: string = messages.email.required,
  format: string = messages.email.format,
) {
  return maxLength(requiredText(required), EMAIL_MAX).regex(EMAIL_PATTERN, format);
}

export function nameField(required: string, invalid: string) {
  return maxLength(requiredText(required), NAME_MAX).regex(NAME_PATTERN, invalid);
}

export function passwordField(invalid: string = messages.password.invalid) {
  return z
    .string({ error: messages.password.required })
    .min(1, messages.password.required)
    .max(limits.passwordMax, { message: invalid, abort: true })
    .regex(PASSWORD_PATTERN, invalid);
}

export const healthSchema = z.object({
  status: z.literal('ok'),
  /** OFF: no card provider is configured (production without CCAvenue or PAYMENTS_SANDBOX=on). */
  cardPayments: z.enum(cardPaymentModes),
});
