import fs from 'node:fs';
import path from 'node:path';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config.js';
import { createDb, type Db } from './db/index.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemo } from './db/seed/index.js';
import { createDelivery } from './lib/delivery.js';
import { tooMany } from './lib/errors.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { createAdminService } from './modules/admin/admin.service.js';
import { createAdvRepository } from './modules/base/adv.repository.js';
import { baseRoutes } from './modules/base/base.routes.js';
import { userRoutes } from './modules/user/user.routes.js';
import { createUserService } from './modules/user/user.service.js';
import { registerAuth } from './plugins/auth.js';
import { registerErrorHandling, registerNotFound } from './plugins/errors.js';

/** Bodies of JSON calls are small; uploads (multipart) set their own limit. */
const BODY_LIMIT = 256 * 1024;

export interface BuildOptions {
  config: Config;
  /** Defaults to the database of config.databaseUrl. */
  db?: Db;
  logger?: boolean;
  /** Tests move time forward to expire codes and tokens. */
  clock?: () => Date;
}

/**
 * Builds the whole server: plugins, then routes, one error handler. Migrates the database, creates
 * the first staff account and seeds demo content when asked. The caller listens and closes.
 */
export async function buildApp({
  config,
  db = createDb(config.databaseUrl),
  logger = true,
  clock,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel, redact: ['req.headers.authorization'] } : false,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await migrateToLatest(db);
  const admin = createAdminService({ db, ...(clock ? { clock } : {}) });
  await admin.ensureFirstStaff(config.admin, app.log);
  if (config.seedDemo && (await seedDemo(db, config.publicUrl))) app.log.info('demo content seeded');

  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : undefined;
  const delivery = createDelivery({ db, log: app.log, smtpUrl: config.smtpUrl, mailFrom: config.mailFrom });
  const users = createUserService({ db, delivery, ...(clock ? { clock } : {}) });
  const adv = createAdvRepository(db);

  app.addHook('onClose', async () => {
    await delivery.close();
    await db.destroy();
    await redis?.quit();
  });

  registerErrorHandling(app);
  registerAuth(app, users, admin);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : [])],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Plain HTTP on localhost must keep working; HSTS only matters behind HTTPS.
    hsts: config.publicUrl.startsWith('https:') ? { maxAge: 15552000, includeSubDomains: true } : false,
  });
  await app.register(cors, { origin: config.corsOrigins.length > 0 ? config.corsOrigins : false });
  // A ceiling per address across the whole API; the sensitive calls add tighter limits of their own.
  await app.register(rateLimit, {
    global: config.rateLimitMax > 0,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'chef-rl:' } : {}),
    errorResponseBuilder: () => tooMany(),
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Chef Robot API',
        version: '1.0.0',
        description: 'Shared by the web portal and the mobile app. Every response is the envelope { code, msg, data }.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  userRoutes(app, users);
  baseRoutes(app, { db, adv });
  adminRoutes(app, admin);

  const serveWebApp = fs.existsSync(path.join(config.webDist, 'index.html'));
  if (serveWebApp) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // Hashed assets never change under one name; index.html is always revalidated.
      setHeaders: (res, file) => {
        res.setHeader('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  registerNotFound(app, serveWebApp);
  return app;
}
