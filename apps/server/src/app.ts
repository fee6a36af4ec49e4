import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { DestinationStream } from 'pino';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorCodeOfStatus, inputMessages } from '@kusp/contracts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import {
  createTokenService,
  loadTokenSecret,
  type TokenService,
} from './modules/accounts/tokens.ts';
import { createHoroscopeAccess, type HoroscopeAccess } from './modules/horoscopes/access.ts';
import { createHoroscopeReader, type HoroscopeReader } from './modules/horoscopes/reader.ts';
import audit from './modules/audit/plugin.ts';
import { apiModules } from './modules/index.ts';
import live from './modules/live/plugin.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { trustedProxies } from './lib/trusted-proxies.ts';
import { createMailer, type Mailer } from './modules/mail/mailer.ts';
import outboxRoutes from './modules/mail/routes.ts';
import money from './modules/money/plugin.ts';
import video from './modules/video/plugin.ts';
import portal from './modules/portal/plugin.ts';
import disputes from './modules/disputes/plugin.ts';
import operators from './modules/operators/plugin.ts';
import reviews from './modules/reviews/plugin.ts';
import auth from './plugins/auth.ts';
import compression from './plugins/compression.ts';
import docs from './plugins/docs.ts';
import answerLanguage from './plugins/answer-language.ts';
import errors, { errorBody } from './plugins/errors.ts';
import input from './plugins/input.ts';
import metrics from './plugins/metrics.ts';
import requestLog, { RequestLog, requestIdFrom } from './plugins/request-log.ts';
import security from './plugins/security.ts';
import web from './plugins/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** Grants other modules register so an astrologer may read a customer's horoscope. */
    horoscopeAccess: HoroscopeAccess;
    /** Horoscope charts for other modules (the AI assistant). */
    horoscopes: HoroscopeReader;
    mailer: Mailer;
    tokens: TokenService;
  }
}

export interface AppOptions {
  config: Config;
  db: Db;
  /** Replaces the configured mailer (tests). */
  mailer?: Mailer;
  /** Log lines to stdout (true), nowhere (false), or to this stream (tests that read them). */
  logger?: boolean | DestinationStream;
}

export async function buildApp({
  config,
  db,
  mailer,
  logger = true,
}: AppOptions): Promise<FastifyInstance> {
  const fromProxy = trustedProxies(config.trustProxy);
  const app = Fastify({
    logger: logger !== false && {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(logger === true ? {} : { stream: logger }),
    },
    logController: new RequestLog(),
    genReqId: requestIdFrom(fromProxy),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For is believed hop by hop, only while each hop is one of the configured proxies.
    trustProxy: (address: string) => fromProxy(address),
    // Our onRequest hook answers it with the usual error body (plugins/errors.ts).
    return503OnClosing: false,
    // A path the router cannot decode (bad percent-encoding): the usual error body, no echo of it.
    frameworkErrors: (error, _request, reply: FastifyReply) =>
      void reply
        .code(error.statusCode ?? 400)
        .send(errorBody(errorCodeOfStatus(error.statusCode ?? 400), inputMessages.badAddress)),
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  app.decorate('config', config);
  app.decorate('db', db);
  const horoscopeAccess = createHoroscopeAccess();
  app.decorate('horoscopeAccess', horoscopeAccess);
  app.decorate('horoscopes', createHoroscopeReader(horoscopeAccess));
  app.decorate(
    'tokens',
    createTokenService(
      loadTokenSecret(config.jwtSecret, config.dataDir),
      config.tokenTtlSeconds,
      config.jwtSecretPrevious ? new TextEncoder().encode(config.jwtSecretPrevious) : undefined,
    ),
  );
  app.decorate(
    'mailer',
    mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        db,
        log: app.log,
        production: config.production,
      }),
  );

  await app.register(errors);
  await app.register(answerLanguage);
  await app.register(requestLog);
  await app.register(metrics);
  await app.register(security);
  await app.register(compression);
  await app.register(input);
  await app.register(docs);
  await app.register(auth);
  await app.register(live);
  await app.register(audit);
  await app.register(money);
  await app.register(video);
  await app.register(portal);
  await app.register(reviews);
  await app.register(disputes);
  await app.register(operators);
  await app.register(
    async (api) => {
      for (const module of apiModules) await api.register(module);
    },
    { prefix: '/api' },
  );
  await app.register(outboxRoutes);
  await app.register(web, { webDist: config.webDist });
  return app;
}
