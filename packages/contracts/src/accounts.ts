import { z } from 'zod';
import { currency, experienceRanges, limits } from './constants.ts';
import {
  EMAIL_MAX,
  emailField,
  maxLength,
  nameField,
  passwordField,
  requiredText,
} from './common.ts';
import { messages } from './messages.ts';
import { otpEvents, serverRoles } from './enums.ts';
import { languages } from './i18n/languages.ts';

/** Account texts the spec leaves open (wrong OTP, taken names, limits); the spec's own are in messages. */
export const accountMessages = {
  otpInvalid: 'The OTP is incorrect or has expired. Please request a new one',
  otpFormat: 'Please enter the 6-digit OTP from your email',
  emailTaken: 'An account with this email already exists',
  loginIdTaken: 'This username is already taken',
  loginIdFormat:
    'Username may use letters, digits, dots, hyphens and underscores (at most 50 characters)',
  phoneFormat: 'Please enter a valid phone number',
  countryCodeFormat: 'Please select a valid dial code',
  tooManyAttempts: 'Too many attempts for this account. Please wait 15 minutes and try again',
  signedOut: 'You have been signed out',
  signInSlowDown: 'Too many sign-in attempts. Please wait a minute and try again',
  signInRefused:
    'Too many failed sign-ins from this address. Please wait 15 minutes or reset your password',
} as const;

export const OTP_PATTERN = /^\d{6}$/;
export const LOGIN_ID_MAX = 50;
export const LOGIN_ID_PATTERN = /^[A-Za-z0-9._-]{1,50}$/;

export const serverRoleSchema = z.enum([
  serverRoles.customer,
  serverRoles.astrologer,
  serverRoles.operator,
]);
export const otpEventSchema = z.enum(otpEvents);

const accountEmail = (invalid: string = messages.email.format) =>
  emailField(messages.email.required, invalid);
/** A login id or an e-mail, as typed into the forgot-password steps. */
const loginOrEmail = () => requiredText(messages.signUp.username).max(EMAIL_MAX);
const otpField = requiredText(messages.signUp.otp).regex(OTP_PATTERN, accountMessages.otpFormat);

export const loginRequestSchema = z.object({
  username: z
    .string({ error: messages.signUp.username })
    .trim()
    .min(1, messages.signUp.username)
    // No account has a longer login id or e-mail.
    .max(EMAIL_MAX, messages.login.failed),
  password: z.string({ error: messages.password.required }).min(1, messages.password.required),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  loginId: z.string(),
  roles: z.array(serverRoleSchema),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const meResponseSchema = z.object({
  id: z.string(),
  loginId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roles: z.array(serverRoleSchema),
  /** What the account reads Kusp in: its e-mails are written in it (docs/i18n.md). */
  language: z.enum(languages),
});
export type Me = z.infer<typeof meResponseSchema>;

/** The language switch, signed in: saved on the account. */
export const languageRequestSchema = z.object({
  language: z.enum(languages, { error: 'Please choose English (en) or Hindi (hi)' }),
});
export type LanguageRequest = z.infer<typeof languageRequestSchema>;

export const sendOtpRequestSchema = z.object({
  email: accountEmail(),
  otpEvent: otpEventSchema,
});
export type SendOtpRequest = z.infer<typeof sendOtpRequestSchema>;

/** Customer sign-up (spec part 1 section 5): the form and the request are the same fields. */
export const userRegistrationSchema = z.object({
  firstName: nameField(messages.name.firstRequired, messages.name.firstInvalid),
  email: accountEmail(messages.email.invalid),
  loginId: maxLength(
    requiredText(messages.signUp.username),
    LOGIN_ID_MAX,
    accountMessages.loginIdFormat,
  ).regex(LOGIN_ID_PATTERN, accountMessages.loginIdFormat),
  password: passwordField(messages.password.signUpRule),
  otp: otpField,
});
export type UserRegistration = z.infer<typeof userRegistrationSchema>;

/** The astrologer sign-up form (part 2 sections 3 and 5); the phone's dial code is its own field. */
export const astrologerSignupFormSchema = z.object({
  firstName: nameField(messages.name.firstRequired, messages.name.firstInvalid),
  lastName: nameField(messages.name.lastRequired, messages.name.lastInvalid),
  email: accountEmail(),
  countryCode: requiredText(messages.signUp.phone).regex(
    /^\+?\d{1,4}$/,
    accountMessages.countryCodeFormat,
  ),
  phoneNumber: requiredText(messages.signUp.phone).regex(/^\d{4,15}$/, accountMessages.phoneFormat),
  password: passwordField(),
  yearsOfExperience: z.enum(experienceRanges).optional(),
  expertiseArea: z
    .string()
    .trim()
    .max(limits.experience, messages.profile.experienceMax)
    .optional(),
  otp: otpField,
});
export type AstrologerSignupForm = z.infer<typeof astrologerSignupFormSchema>;

/** What the sign-up screen always sends with the form (spec: amount '0', region india, rupees, INR). */
export const astrologerSignupFixed = {
  amount: '0',
  region: 'india',
  unit: 'rupees',
  currency,
} as const;

export const astrologerSignupRequestSchema = astrologerSignupFormSchema.extend({
  amount: z.literal(astrologerSignupFixed.amount),
  region: z.literal(astrologerSignupFixed.region),
  unit: z.literal(astrologerSignupFixed.unit),
  currency: z.literal(astrologerSignupFixed.currency),
});
export type AstrologerSignupRequest = z.infer<typeof astrologerSignupRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ username: loginOrEmail() });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** Step 2 of the forgot flow; `email` also accepts the login id the visitor typed in step 1. */
export const setPasswordRequestSchema = z.object({
  email: loginOrEmail(),
  otp: otpField,
  password: passwordField(),
});
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>;

const confirmedPassword = {
  password: passwordField(),
  confirmPassword: z
    .string({ error: messages.password.confirmRequired })
    .min(1, messages.password.confirmRequired),
};
const passwordsMatch = (value: { password: string; confirmPassword: string }) =>
  value.password === value.confirmPassword;
const mismatch = { path: ['confirmPassword'], message: messages.password.mismatch };

export const changePasswordRequestSchema = z
  .object(confirmedPassword)
  .refine(passwordsMatch, mismatch);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** Every earlier token of the account is revoked; `token` carries this session on. */
export const changePasswordResponseSchema = z.object({ message: z.string(), token: z.string() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/** The forgot screen's second step: OTP plus the new password twice. */
export const resetPasswordFormSchema = z
  .object({ otp: otpField, ...confirmedPassword })
  .refine(passwordsMatch, mismatch);
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
