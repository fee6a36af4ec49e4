import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRequestSchema, loginResponseSchema, meResponseSchema } from '@kusp/contracts';
import { errorBodySchema } from '@kusp/contracts';
import { requireCaller } from '../../plugins/auth.ts';
import { notFound } from '../../lib/http-error.ts';
import { findUserById } from './repository.ts';
import { signIn } from './service.ts';

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/authentication',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with a login id or e-mail; one endpoint for customers and astrologers',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => signIn(app.db, app.tokens, request.body.username, request.body.password),
  );

  app.get(
    '/v1/user/me',
    {
      config: { auth: ['USER', 'ASTROLOGER'] },
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
      };
    },
  );
};

export default accountRoutes;
