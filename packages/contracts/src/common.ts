import { z } from 'zod';
import { limits } from './constants.ts';
import { messages } from './messages.ts';

/** The one error body every 4xx answer carries. */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const messageBodySchema = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageBodySchema>;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const NAME_PATTERN = /^[A-Za-z .,']+$/;
export const PASSWORD_PATTERN = new RegExp(
  `^(?=.*[A-Z])(?=.*[#?!@$%^&*-]).{${limits.passwordMin},${limits.passwordMax}}$`,
);

/** Trims, then requires a value: empty and missing both give `required`. */
export function requiredText(required: string) {
  return z.string({ error: required }).trim().min(1, required);
}

export function emailField(
  required: string = messages.email.required,
  format: string = messages.email.format,
) {
  return requiredText(required).regex(EMAIL_PATTERN, format);
}

export function nameField(required: string, invalid: string) {
  return requiredText(required).regex(NAME_PATTERN, invalid);
}

export function passwordField(invalid: string = messages.password.invalid) {
  return z
    .string({ error: messages.password.required })
    .min(1, messages.password.required)
    .regex(PASSWORD_PATTERN, invalid);
}

export const healthSchema = z.object({ status: z.literal('ok') });
