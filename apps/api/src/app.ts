import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { type AppComposition, composeApp, type DomainServices } from './composition';
import type { Config } from './config';
import type { AppContext } from './context';
import { type Database, openDatabase } from './db/client';
import { type Clock, OffsetClock, systemClock } from './lib/clock';
import { refuseRoutesWithoutContract } from './lib/contract';
import { registerDomainRoutes, registerDomainSockets } from './lib/domain';
import { AppError } from './lib/errors';
import { DebugRequestLog, loggerOptions, requestLogLevel } from './lib/logging';
import { openApiOptions } from './lib/openapi';
import { API_DIR } from './lib/paths';
import { closeRedis } from './lib/redis-close';
import type { ZodApp } from './lib/route';
import { devClockRoutes } from './modules/app/dev-clock.routes';
import { OutboxSmsSender } from './modules/sms/sms.outbox';
import type { SmsSender } from './modules/sms/sms.port';
import { devSmsRoutes } from './modules/sms/sms.routes';
import { TwilioSmsSender } from './modules/sms/sms.twilio';
import type { FileStorage } from './modules/uploads/storage';
import { createStorage } from './modules/uploads/storage.factory';
import { registerAuth } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { onClientError, onFrameworkError, registerErrorHandling, sendError } from './plugins/errors';
import { registerIdempotencyClaims } from './plugins/idempotency';
import { registerPrivateNoStore } from './plugins/private-responses';
import { createRealtime } from './plugins/realtime';

/** Outside world a test may replace; everything else comes from config. */
export interface AppOverrides {
  database?: Database;
  clock?: Clock;
  sms?: SmsSender;
  storage?: FileStorage;
  /** Where log lines go instead of standard output. */
  logStream?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every domain's services (composition.ts). */
    services: DomainServices;
    ctx: AppContext;
    /** The domains in dependency order with their services: server.ts schedules their jobs from it. */
    composition: AppComposition;
  }
}

export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<ZodApp> {
  const app = Fastify({
    logger: loggerOptions(config, overrides.logStream),
    // The demo logs requests at debug so its start banner stays readable (REQUEST_LOG_LEVEL decides).
    ...(requestLogLevel(config) === 'debug' ? { logController: new DebugRequestLog() } : {}),
    // Errors found before a route runs (too long a path, a bad URL) and those of Node's HTTP parser
    // answer the envelope like every other error.
    frameworkErrors: onFrameworkError,
    clientErrorHandler: onClientError,
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Only the configured proxies may name the client address (X-Forwarded-For); none by default.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Socket.IO owns /socket.io on the same server.
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const database =
    overrides.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: config.DATABASE_POOL_SIZE,
      onIdleError: (err) => app.log.warn({ err }, 'idle database connection dropped'),
    }));
  const outbox = new OutboxSmsSender(database.db, app.log);
  const sms =
    overrides.sms ??
    (config.SMS_PROVIDER === 'twilio'
      ? new TwilioSmsSender({
          accountSid: config.TWILIO_ACCOUNT_SID!,
          authToken: config.TWILIO_AUTH_TOKEN!,
          from: config.TWILIO_FROM!,
        })
      : outbox);
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: false }) : null;

  let services: DomainServices | undefined;
  const realtime = createRealtime(app.server, {
    config,
    log: app.log,
    resolveToken: (token: string) => {
      if (!services) throw new AppError('SERVICE_UNAVAILABLE');
      return services.auth.resolveToken(token);
    },
  });

  const devClock = !overrides.clock && config.DEV_CLOCK_CONTROL ? new OffsetClock() : null;
  const clock = overrides.clock ?? devClock ?? systemClock;
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    clock,
    log: app.log,
    realtime,
    sms,
    storage: overrides.storage ?? createStorage(config, clock),
  };
  const composition = composeApp(ctx);
  services = composition.services;
  app.decorate('services', services);
  app.decorate('ctx', ctx);
  app.decorate('composition', composition);
  registerDomainSockets(realtime, composition, ctx);

  registerErrorHandling(app);
  registerPrivateNoStore(app);
  registerAuth(app, (token) => services.auth.resolveToken(token));
  registerIdempotencyClaims(app, database.db);
  // Before any route: it hooks each route as it is added.
  await registerCompression(app);
  refuseRoutesWithoutContract(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.S3_PUBLIC_URL ? [config.S3_PUBLIC_URL] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // No inline scripts: the web app's boot script is a file (public/boot.js).
        scriptSrc: ["'self'"],
        // Live auction video: hls.js fetches the stream's playlist and segments, and plays them from a blob: URL.
        connectSrc: ["'self'", 'ws:', 'wss:', ...config.LIVE_STREAM_ORIGINS],
        mediaSrc: ["'self'", 'blob:', ...config.LIVE_STREAM_ORIGINS],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(cors, { origin: config.CORS_ORIGINS.length ? config.CORS_ORIGINS : false, credentials: false });
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    ...(redis ? { redis, nameSpace: config.RATE_LIMIT_NAMESPACE } : {}),
    // Static files and the SPA are not rate limited; only the API is.
    allowList: (req) => !req.url.startsWith('/api/'),
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });
  await app.register(multipart, {
    limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 12 },
  });
  await app.register(swagger, openApiOptions(config));
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerDomainRoutes(app, composition, ctx);
  if (config.NODE_ENV !== 'production' && sms === outbox) devSmsRoutes(outbox)(app, services, ctx);
  if (devClock) devClockRoutes(devClock)(app, services, ctx);

  const webRoot = await serveWebApp(app, config);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      webRoot && request.method === 'GET' && !/^\/(api|files|socket\.io)\//.test(path) && !/\.\w+$/.test(path);
    if (isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return sendError(request, reply, new AppError('ROUTE_NOT_FOUND'));
  });

  // Before Fastify closes the HTTP server: open WebSockets would otherwise keep it from closing.
  app.addHook('preClose', async () => {
    await realtime.close();
  });
  app.addHook('onClose', async () => {
    if (redis) await closeRedis(redis);
    await database.close();
  });
  return app;
}

/** TRUST_PROXY as Fastify takes it: a hop count trusts that many proxies nearest to the server. */
function trustProxyOption(setting: Config['TRUST_PROXY']): string | false | ((addr: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_addr, hop) => hop < setting;
}

/** The built web app at `/`; returns its folder, or null when it has not been built. */
async function serveWebApp(app: FastifyInstance, config: Config): Promise<string | null> {
  const root = path.resolve(API_DIR, config.WEB_DIST_DIR);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'web app not built; serving the API only');
    return null;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes a .br and a .gz beside each text file; the one the client accepts is sent
    // (Content-Type of the original, Vary: Accept-Encoding). They are not routes of their own, and
    // neither are source maps: those never leave the server, even when a build kept them.
    preCompressed: true,
    globIgnore: ['**/*.map', '**/*.br', '**/*.gz'],
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    setHeaders: (reply, filePath) => {
      // Hashed bundles never change; the shell and the service worker must always be fresh.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/', { schema: { hide: true } }, (_req, reply) => reply.sendFile('index.html'));
  return root;
}
