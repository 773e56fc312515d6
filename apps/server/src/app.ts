import fs from 'node:fs';
import path from 'node:path';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { weekStartOf } from '@chef/shared';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { createDb, now, poolStatsOf, type Db } from './db/index.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemo } from './seed/index.js';
import { adoptSeedPhotos } from './seed/photo-covers.js';
import { seedPages } from './seed/pages.js';
import { createDelivery } from './lib/delivery.js';
import { createDiskWatch } from './lib/disk.js';
import { tooMany } from './lib/errors.js';
import { createStorage, IMMUTABLE_CACHE, type Storage } from './lib/storage.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { anthologyRoutes } from './modules/anthology/anthology.routes.js';
import { createAnthologyService } from './modules/anthology/anthology.service.js';
import { createAdminService } from './modules/admin/admin.service.js';
import { createAdvRepository } from './modules/base/adv.repository.js';
import { baseRoutes } from './modules/base/base.routes.js';
import { basketRoutes } from './modules/basket/basket.routes.js';
import { createBasketService } from './modules/basket/basket.service.js';
import { householdRoutes } from './modules/basket/household.routes.js';
import { createHouseholdService } from './modules/basket/household.service.js';
import { cookRecordRoutes } from './modules/cook-record/cook-record.routes.js';
import { createCookRecordService } from './modules/cook-record/cook-record.service.js';
import { registerContent } from './modules/content.js';
import { inlineScriptHashes } from './modules/seo/page-render.js';
import { feedbackRoutes } from './modules/feedback/feedback.routes.js';
import { createFeedbackService } from './modules/feedback/feedback.service.js';
import { startDeviceChannel } from './modules/device/device.channel.js';
import { deviceRoutes } from './modules/device/device.routes.js';
import { createDeviceService } from './modules/device/device.service.js';
import { refreshCoverUrls } from './modules/cover/cover.refresh.js';
import { auditRoutes } from './modules/admin/audit.routes.js';
import { adminRecipesRoutes } from './modules/admin/admin-recipes.routes.js';
import { createAdminRecipesService } from './modules/admin/admin-recipes.service.js';
import { adminContentRoutes } from './modules/admin/admin-content.routes.js';
import { createAdminContentService } from './modules/admin/admin-content.service.js';
import { createDashboardService } from './modules/admin/dashboard.service.js';
import { peopleRoutes } from './modules/admin/people.routes.js';
import { createStaffLogService } from './modules/admin/staff-log.service.js';
import { createUsersService } from './modules/admin/users.service.js';
import { createActivityRecorder } from './modules/user/activity.js';
import { createAuditService } from './modules/admin/audit.service.js';
import { myRecipeRoutes } from './modules/my-recipe/my-recipe.routes.js';
import { createMyRecipeService } from './modules/my-recipe/my-recipe.service.js';
import { importRoutes } from './modules/recipe-import/import.routes.js';
import { createImportService } from './modules/recipe-import/import.service.js';
import { shareRoutes } from './modules/share/share.routes.js';
import { createShareService } from './modules/share/share.service.js';
import { messageRoutes } from './modules/message/message.routes.js';
import { createMessageService } from './modules/message/message.service.js';
import { createPageRepository } from './modules/page/page.repository.js';
import { pageRoutes } from './modules/page/page.routes.js';
import { refreshRatingRanks } from './modules/rating/rating.rank.js';
import { uploadRoutes } from './modules/upload/upload.routes.js';
import { createUploadService } from './modules/upload/upload.service.js';
import { userRoutes } from './modules/user/user.routes.js';
import { createProfileService } from './modules/user/profile.service.js';
import { createSignInService } from './modules/user/sign-in.service.js';
import { weekRoutes } from './modules/week/week.routes.js';
import { createWeekService } from './modules/week/week.service.js';
import { createPantryService } from './modules/week/pantry.service.js';
import { registerAuth } from './plugins/auth.js';
import { pruneFirstStaffFile, writeFirstStaffFile } from './modules/admin/first-staff.js';
import { countsAgainstAllowance } from './plugins/error-page.js';
import { registerErrorHandling, registerNotFound } from './plugins/errors.js';
import { registerHousekeeping } from './plugins/housekeeping.js';
import { counterStore, createLimitRedis } from './plugins/limits.js';
import { createMetrics, serveMetrics } from './plugins/metrics.js';
import { readinessRoutes } from './plugins/readiness.js';
import { registerRealtime } from './plugins/realtime.js';
import { RequestLog } from './plugins/request-log.js';

/** Bodies of JSON calls are small; uploads (multipart) set their own limit. */
const BODY_LIMIT = 256 * 1024;

export interface BuildOptions {
  config: Config;
  /** Defaults to the database of config.databaseUrl. */
  db?: Db;
  logger?: boolean;
  /** Tests move time forward to expire codes and tokens. */
  clock?: () => Date;
  /** Defaults to the storage of config (a local folder or S3); tests wrap it to fail as a full disk does. */
  storage?: Storage;
}

/**
 * Builds the whole server: plugins, then routes, one error handler. Migrates the database, creates
 * the first staff account and seeds demo content when asked. The caller listens and closes.
 */
export async function buildApp({
  config,
  db: plainDb = createDb(config.databaseUrl, { sqliteSynchronous: config.sqliteSynchronous }),
  logger = true,
  clock,
  storage = createStorage(config),
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel, redact: ['req.headers.authorization'] } : false,
    // One line per request instead of Fastify's two (plugins/request-log.ts).
    logController: new RequestLog(),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });
  // Every query is timed for /metrics, and a write that succeeds tells the disk watch there is room again.
  const metrics = createMetrics();
  app.decorate('metrics', metrics);
  const db = plainDb.withPlugin(metrics.kyselyPlugin);
  const disk = createDiskWatch(config.dataDir, config.diskMinFreeBytes);
  metrics.onWrite(disk.markWritten);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await migrateToLatest(db);
  // The first-start credentials file goes once its password no longer signs in: checked at each start and
  // after each change of a staff password.
  const pruneFirstStaff = () => pruneFirstStaffFile(config.dataDir, admin.credentialsValid);
  const admin = createAdminService({
    db,
    ...(clock ? { clock } : {}),
    onPasswordChanged: pruneFirstStaff,
    twoFactorForAdmins: config.staff.twoFactorForAdmins,
    idleMs: config.staff.idleMs,
  });
  const firstStaff = await admin.ensureFirstStaff(config.admin, app.log);
  if (firstStaff) app.decorate('firstStaff', { ...firstStaff, file: writeFirstStaffFile(config.dataDir, firstStaff) });
  else await pruneFirstStaff();
  // The privacy policy, agreement and about page are not demo content: every install has them (added when missing).
  await seedPages(db, now());
  if (config.seedDemo && (await seedDemo(db, config.publicUrl))) app.log.info('demo content seeded');
  // An install seeded before the dish photos: its demo recipes still showing a generated cover get theirs.
  const photoCovers = await adoptSeedPhotos(db);
  if (photoCovers > 0) app.log.info({ photoCovers }, 'dish photos made the covers of the seeded Chinese recipes');
  await refreshRatingRanks(db);
  const staleCovers = await refreshCoverUrls(db);
  if (staleCovers > 0) app.log.info({ staleCovers }, 'generated cover URLs renewed (new design or renderer)');

  const redis = config.redisUrl ? createLimitRedis(config.redisUrl, app.log) : undefined;
  const delivery = createDelivery({ db, log: app.log, smtpUrl: config.smtpUrl, mailFrom: config.mailFrom });
  const uploads = createUploadService({ db, storage, ...(clock ? { clock } : {}) });
  // The hub checks tokens with the sign-in service; sign-in and profile in turn end live connections of ended sessions.
  const hub = registerRealtime(app, {
    authenticate: (token) => signIn.authenticate(token),
    roomsOf: (userId) => household.roomsOf(userId),
    redisUrl: config.redisUrl,
    corsOrigins: config.corsOrigins,
  });
  const signIn = createSignInService({ db, delivery, hub, ...(clock ? { clock } : {}) });
  const profile = createProfileService({ db, hub, claimPicture: uploads.claim, ...(clock ? { clock } : {}) });
  const messages = createMessageService({ db, hub, ...(clock ? { clock } : {}) });
  const anthologies = createAnthologyService({ db, claimPicture: uploads.claim, ...(clock ? { clock } : {}) });
  const cookRecords = createCookRecordService({ db, ...(clock ? { clock } : {}) });
  const baskets = createBasketService({ db, hub, ...(clock ? { clock } : {}) });
  // "Shop this week" generates through the basket's own logic (scaling, merging, the list limits).
  const week = createWeekService({ db, shopInto: baskets.add, ...(clock ? { clock } : {}) });
  const pantry = createPantryService({ db, ...(clock ? { clock } : {}) });
  const household = createHouseholdService({ db, hub, sendMessage: messages.send, ...(clock ? { clock } : {}) });
  const adv = createAdvRepository(db);
  const devices = createDeviceService({
    db,
    hub,
    log: app.log,
    recordCooked: (userId, recipeId) => cookRecords.add(userId, recipeId, 'device'),
    sendMessage: messages.send,
    ...(clock ? { clock } : {}),
  });
  const deviceChannel = await startDeviceChannel({
    url: config.mqtt.url,
    port: config.mqtt.port,
    host: config.host,
    service: devices,
    log: app.log,
  });

  app.addHook('onClose', async () => {
    devices.close();
    await deviceChannel?.close();
    await delivery.close();
    storage.close();
    await db.destroy();
    await redis?.quit();
  });

  registerErrorHandling(app, { onStorageFull: disk.markFull });
  serveMetrics(app, metrics, config.metrics);
  Object.assign(metrics.sources, {
    pool: poolStatsOf(plainDb),
    sockets: hub.connections,
    devicesOnline: deviceChannel?.devicesOnline,
  });
  readinessRoutes(app, {
    db,
    disk,
    redisReady: () => (config.redisUrl ? redis?.status === 'ready' && hub.redisReady() === true : undefined),
    // Configured unless MQTT_PORT=0 without MQTT_URL; an embedded broker whose port was taken is down.
    brokerReady: () => (deviceChannel ? deviceChannel.connected() : config.mqtt.url || config.mqtt.port !== 0 ? false : undefined),
  });
  registerAuth(app, signIn, admin, createActivityRecorder({ db, log: app.log, ...(clock ? { clock } : {}) }));
  registerHousekeeping(app, {
    unusedUploads: uploads.sweep,
    oldLoginFailures: signIn.sweepLockouts,
    oldAppliedChanges: baskets.sweepChanges,
  });

  // helmet's middleware built once: @fastify/helmet rebuilt it (CSP parsing included) on every
  // request, a measurable share of a cached read's CPU.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(config.webDist)],
        // Mantine sets style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          // Uploaded pictures carry absolute URLs: PUBLIC_URL/media/... or the bucket's public address.
          new URL(storage.publicUrl('')).origin,
        ],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Our own pages see which of our pages a full page load came from (the breadcrumb trail of a link
    // followed before the app had taken its page over); other sites are told nothing (helmet's default).
    referrerPolicy: { policy: 'same-origin' },
    // Plain HTTP on localhost must keep working; HSTS only matters behind HTTPS.
    hsts: config.publicUrl.startsWith('https:') ? { maxAge: 15552000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)));
  await app.register(cors, { origin: config.corsOrigins.length > 0 ? config.corsOrigins : false });
  // A ceiling per address across the whole API; the sensitive calls add tighter limits of their own.
  await app.register(rateLimit, {
    global: config.rateLimitMax > 0,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    store: counterStore(redis),
    errorResponseBuilder: (_request, context) => tooMany(context.ttl / 1000),
    // API calls and page navigations only: static files, covers and media never count (plugins/error-page.ts).
    allowList: (request) => !countsAgainstAllowance(request),
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

  userRoutes(app, { signIn, profile });
  adminRoutes(app, admin);
  messageRoutes(app, messages);
  uploadRoutes(app, { uploads, storage });
  anthologyRoutes(app, anthologies);
  weekRoutes(app, week, pantry);
  cookRecordRoutes(app, cookRecords);
  basketRoutes(app, baskets);
  householdRoutes(app, household);
  deviceRoutes(app, devices);
  // Screenshots go through the one ownership check of uploads; a reply reaches the user as a message.
  feedbackRoutes(app, createFeedbackService({ db, messages, claimPicture: uploads.claim, ...(clock ? { clock } : {}) }));
  pageRoutes(app, createPageRepository(db));
  // Recipes, articles, search, ratings, comments, home, covers and detail-page SEO (modules/content.ts).
  const content = registerContent(app, {
    db,
    config,
    adv,
    clock,
    messages,
    // Home's "This Week's Meal Plan" is the caller's own plan for the current week when there is one.
    weekPlan: (userId, lang) => week.planForWeek(userId, weekStartOf((clock ? clock() : new Date()).toISOString().slice(0, 10)), lang),
    personalFlags: async (userId, recipeId) => {
      const [isCollected, inMyWeek] = await Promise.all([anthologies.isCollected(userId, recipeId), week.isInWeek(userId, recipeId)]);
      return { isCollected, inMyWeek };
    },
  });
  baseRoutes(app, { db, adv, cache: content.cache });
  metrics.sources.caches = {
    responses: content.cache.responses,
    values: content.cache.values,
    counts: content.cache.counts,
    pages: content.cache.pages,
  };
  // Users' own recipes, their audit and sharing (issue 10): list items named by the recipe service.
  const toItems = content.recipes.toItems;
  const myRecipes = createMyRecipeService({
    db,
    cache: content.cache,
    toItems,
    // Covers go through the one ownership check of uploads, as avatars and collection covers do.
    claimPicture: uploads.claim,
    publicUrl: config.publicUrl,
    ...(clock ? { clock } : {}),
  });
  myRecipeRoutes(app, myRecipes);
  auditRoutes(app, createAuditService({ db, cache: content.cache, toItems, messages, hub, clock: clock ?? (() => new Date()) }));
  // The console's recipes (issue 29): the users' editor rules, covers through the uploads' ownership check.
  adminRecipesRoutes(
    app,
    createAdminRecipesService({ db, cache: content.cache, toItems, messages, claimPicture: uploads.claim, ...(clock ? { clock } : {}) }),
  );
  // The console's users, dashboard and audit log (issue 11): a user's recipes as their own list shows them.
  peopleRoutes(app, {
    users: createUsersService({
      db,
      hub,
      recipesOf: async (userId, limit, lang) =>
        // Staff never see a private recipe (issue 26).
        (await myRecipes.page(userId, { auditStatus: 0, withPrivate: false }, { current: 1, size: limit }, lang)).records,
      ...(clock ? { clock } : {}),
    }),
    dashboard: createDashboardService({ db, ...(clock ? { clock } : {}) }),
    staffLog: createStaffLogService({ db }),
  });
  // The console's articles, config records, weekly selection and content pages (issue 11): writes drop content.cache.
  adminContentRoutes(
    app,
    createAdminContentService({ db, cache: content.cache, adv, claimPicture: uploads.claim, ...(clock ? { clock } : {}) }),
  );
  shareRoutes(app, createShareService({ db, publicUrl: config.publicUrl, toItems, ...(clock ? { clock } : {}) }));
  importRoutes(app, createImportService({ uploads, allowLoopback: config.importAllowLoopback }));

  const serveWebApp = fs.existsSync(path.join(config.webDist, 'index.html'));
  if (serveWebApp) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz copies of its text files (apps/web/vite.config.ts): the copy
      // served depends on Accept-Encoding, which a shared cache must know.
      preCompressed: true,
      // Hashed assets never change under one name; the other files are revalidated. The plugin's own
      // header ("public, max-age=0") is off: it was written over this one, so a browser without the
      // service worker fetched every asset again on each page.
      cacheControl: false,
      setHeaders: (res, file) => {
        res.setHeader('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE_CACHE : 'no-cache');
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  registerNotFound(app, serveWebApp, content.pages);
  // Tests connect simulated devices to the embedded broker's port (MQTT_PORT may ask the system for one).
  app.decorate('deviceChannel', deviceChannel);
  return app;
}
