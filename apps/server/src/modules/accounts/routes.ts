import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  astrologerSignupRequestSchema,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  errorBodySchema,
  forgotPasswordRequestSchema,
  languageOfAcceptLanguage,
  languageRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  messageBodySchema,
  sendOtpRequestSchema,
  setPasswordRequestSchema,
  userRegistrationSchema,
} from '@kusp/contracts';
import { requireCaller } from '../../plugins/auth.ts';
import { notFound } from '../../lib/http-error.ts';
import { sweepExpired } from './attempts.ts';
import { findUserById } from './repository.ts';
import {
  changePassword,
  forgotPassword,
  registerAstrologer,
  registerCustomer,
  requestOtp,
  resetPassword,
  setLanguage,
  signIn,
  signOut,
} from './service.ts';

// Per-IP limits; the per-account ones (attempts.ts) live in the database for all instances.
const perIp = {
  signIn: { max: 20, timeWindow: '1 minute' },
  otpSend: { max: 10, timeWindow: '1 minute' },
  otpCheck: { max: 20, timeWindow: '1 minute' },
} as const;

/** The language a request is made in: the web sends the chosen one as Accept-Language. */
const requestLanguage = (request: FastifyRequest) =>
  languageOfAcceptLanguage(request.headers['accept-language']);

const limitsNote =
  'Limited per IP address and per account; over the limit the answer is 429 with a message.';
const otpNote =
  'Needs the 6-digit code mailed by send-otp: valid 10 minutes, once, and dead after 5 tries.';
const errors = {
  400: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, mailer: app.mailer, tokens: app.tokens };

  const sweep = setInterval(
    () =>
      void app.metrics
        .jobRun('account-sweep', () => sweepExpired(app.db))
        .catch((err: unknown) => app.log.warn({ err }, 'sweep failed')),
    60 * 60 * 1000,
  );
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  app.post(
    '/v1/authentication',
    {
      config: { rateLimit: perIp.signIn },
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with a login id or e-mail; one endpoint for customers and astrologers',
        description: `Limited per IP address (20 a minute) and per account and address: 5 attempts a minute, then 10 per 15 minutes; over either the answer is 429 with Retry-After, even for the right password, but only for that address, so the owner still signs in from another. Operator accounts are refused here as a wrong password is (they sign in at /api/v1/admin/authentication). A successful sign-in, or a password reset from that address, clears its count. See docs/security.md.`,
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => signIn(deps, request.body.username, request.body.password, request.ip),
  );

  app.get(
    '/v1/user/me',
    {
      config: { auth: ['USER', 'ASTROLOGER', 'ADMIN'] },
      schema: {
        tags: ['accounts'],
        summary: "The caller's own account",
        security: [{ bearer: [] }],
        response: { 200: meResponseSchema },
      },
    },
    async (request) => {
      const user = await findUserById(app.db, requireCaller(request).userId);
      if (!user) throw notFound();
      return {
        id: user.id,
        loginId: user.login_id,
        firstName: user.first_name,
        lastName: user.last_name,
        email: user.email,
        roles: [user.role],
        language: user.language,
      };
    },
  );

  app.put(
    '/v1/user/language',
    {
      config: { auth: ['USER', 'ASTROLOGER', 'ADMIN'] },
      schema: {
        tags: ['accounts'],
        summary: "Saves the language the caller reads Kusp in: 'en' (English) or 'hi' (Hindi)",
        description:
          "The caller's own account only. Its e-mails are written in this language from then on, and the web shows it on the next sign-in (docs/i18n.md). A new account takes the language its sign-up request was made in (Accept-Language).",
        security: [{ bearer: [] }],
        body: languageRequestSchema,
        response: { 200: languageRequestSchema },
      },
    },
    async (request) => setLanguage(deps, requireCaller(request).userId, request.body.language),
  );

  app.post(
    '/v1/user/validation/send-otp',
    {
      config: { rateLimit: perIp.otpSend },
      schema: {
        tags: ['accounts'],
        summary: 'Mail a 6-digit code for sign-up or password reset',
        description: `USER_REGISTRATION answers 409 when the e-mail already has an account; FORGOT_PASSWORD answers 404 'User not found' when it has none. A new code replaces the previous one. ${limitsNote} An e-mail gets 5 codes per 15 minutes.`,
        body: sendOtpRequestSchema,
        response: { 200: messageBodySchema, ...errors },
      },
    },
    async (request) =>
      requestOtp(deps, request.body.email, request.body.otpEvent, requestLanguage(request)),
  );

  app.post(
    '/v1/user/registration',
    {
      config: { rateLimit: perIp.otpCheck },
      schema: {
        tags: ['accounts'],
        summary: 'Create a customer account and sign it in',
        description: `${otpNote} The login id must be free and may use letters, digits, dots, hyphens and underscores (no '@', so it never clashes with an e-mail). ${limitsNote}`,
        body: userRegistrationSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request) => registerCustomer(deps, request.body, requestLanguage(request)),
  );

  app.post(
    '/v1/astrologer/register',
    {
      config: { rateLimit: perIp.otpCheck },
      schema: {
        tags: ['accounts'],
        summary: 'Create an astrologer account and its profile',
        description: `${otpNote} The astrologer signs in with their e-mail (it is also their login id) straight away; the profile is PENDING_REVIEW, unlisted and not bookable until an operator approves it (docs/operations.md). The dial code is stored with a plus sign; amount '0', region 'india', unit 'rupees' and currency INR are fixed. ${limitsNote}`,
        body: astrologerSignupRequestSchema,
        response: { 200: messageBodySchema, ...errors },
      },
    },
    async (request) => registerAstrologer(deps, request.body, requestLanguage(request)),
  );

  app.post(
    '/v1/user/forgot-password',
    {
      config: { rateLimit: perIp.otpSend },
      schema: {
        tags: ['accounts'],
        summary: "Mail a password-reset code to the account's e-mail",
        description: `username is the login id or the e-mail; 404 'User not found' when neither matches, as the screens show. ${limitsNote}`,
        body: forgotPasswordRequestSchema,
        response: { 200: messageBodySchema, ...errors },
      },
    },
    async (request) => forgotPassword(deps, request.body.username),
  );

  app.post(
    '/v1/user/set-password',
    {
      config: { rateLimit: perIp.otpCheck },
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the mailed reset code',
        description: `email may also be the login id typed in the first step. ${otpNote} ${limitsNote}`,
        body: setPasswordRequestSchema,
        response: { 200: messageBodySchema, ...errors },
      },
    },
    async (request) => resetPassword(deps, request.body, request.ip),
  );

  app.put(
    '/v1/user/change-password',
    {
      config: { auth: ['USER', 'ASTROLOGER', 'ADMIN'] },
      schema: {
        tags: ['accounts'],
        summary: "Change the caller's own password",
        description:
          'Only ever changes the account of the bearer token. As on the screen, the current password is not asked for. Every token issued before the change, the one sent included, is refused from then on (401), so other sessions are signed out; `token` is a fresh token for this session.',
        security: [{ bearer: [] }],
        body: changePasswordRequestSchema,
        response: { 200: changePasswordResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => changePassword(deps, requireCaller(request).userId, request.body.password),
  );

  app.post(
    '/v1/user/logout',
    {
      config: { auth: ['USER', 'ASTROLOGER', 'ADMIN'] },
      schema: {
        tags: ['accounts'],
        summary: 'Sign out: the bearer token is refused from now on',
        description:
          "Revokes exactly the token sent, until it would have expired; the account's other sessions stay signed in. Signing out again with the same token answers 401.",
        security: [{ bearer: [] }],
        response: { 200: messageBodySchema },
      },
    },
    async (request) => signOut(app.db, requireCaller(request)),
  );
};

export default accountRoutes;
