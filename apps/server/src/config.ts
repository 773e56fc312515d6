import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { z } from 'zod';

/**
 * process.env parsed once. Every setting has a safe default so a fresh clone runs with none set
 * (api.md "Operations"); a bad value stops the start naming the key.
 */
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .pipe(z.url().optional())
  .optional();

const envSchema = z.object({
  NODE_ENV: z.string().default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Chef Robot <no-reply@chefrobot.local>'),
  PUBLIC_URL: optionalUrl,
  CORS_ORIGINS: z.string().default(''),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  /**
   * Two-factor sign-in for staff: 'admins' (the default) requires it of every admin, who can use no
   * other console call until it is on; 'optional' leaves it to each account (development and tests of
   * other features only).
   */
  STAFF_2FA: z.enum(['admins', 'optional']).default('admins'),
  /** A staff session with no call for this many minutes ends (checked on the server). */
  STAFF_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_PUBLIC_URL: optionalUrl,
  MQTT_URL: optionalUrl,
  MQTT_PORT: z.coerce.number().int().min(0).max(65535).default(1883),
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built web app lives; the server serves it when the folder exists. */
  WEB_DIST: z.string().optional(),
  /**
   * Worker threads rendering public pages (modules/seo/page-render.ts): one per core unless set. Each
   * holds its own copy of the web app's server build, so a node short of memory sets fewer.
   */
  RENDER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  /** URLs in one sitemap file (modules/seo/sitemap.ts): the protocol's 50,000 unless lower (tests page with a few). */
  SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(1).max(50_000).default(50_000),
  /** Requests a minute per client address across the API; 0 turns this ceiling off (the benchmark does). */
  RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(1000),
  /** /metrics on a port of its own (plugins/metrics.ts); unset: not served there. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Where METRICS_PORT listens: loopback unless the scraper runs on another machine. */
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** Set: /metrics on the main port for `Authorization: Bearer <token>` (and required on METRICS_PORT too). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** /api/ready reports the disk full below this much free space in DATA_DIR's file system. */
  DISK_MIN_FREE_MB: z.coerce.number().int().min(0).default(100),
  /** SQLite durability (db/index.ts): NORMAL keeps every write through kill -9; FULL also through a power cut, fsyncing each commit. */
  SQLITE_SYNCHRONOUS: z.enum(['FULL', 'NORMAL']).default('NORMAL'),
  /**
   * Test-only: lets the recipe import fetch pages on 127.0.0.0/8 and ::1 (tests serve pages locally).
   * Never set in production: loopback is otherwise refused like every private address (SSRF).
   */
  RECIPE_IMPORT_ALLOW_LOOPBACK: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * Which reverse proxies' X-Forwarded-For to believe, so per-address limits see the real client (issue 25):
   * `false`/`0` (none, the default), a hop count (`1`: the peer is the proxy, the client is the last
   * address it added), or a comma-separated list of the proxies' addresses/CIDRs (`127.0.0.1`,
   * `10.0.0.0/8`). `true` means one hop: it never trusts the whole header, whose left-most entries any
   * client writes.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx): false | number | string => {
      const value = v.trim().toLowerCase();
      if (value === 'false' || value === '0' || value === '') return false;
      if (value === 'true') return 1;
      if (/^\d+$/.test(value)) return Number(value);
      const entries = value.split(',').map((entry) => entry.trim());
      const valid = (entry: string) => {
        const [address, prefix, extra] = entry.split('/');
        const family = net.isIP(address ?? '');
        if (!family || extra !== undefined) return false;
        return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
      };
      if (entries.every(valid)) return entries.join(',');
      ctx.addIssue({ code: 'custom', message: 'false, a hop count, or proxy addresses/CIDRs separated by commas' });
      return z.NEVER;
    }),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const keys = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${keys}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? `file:${path.join(dataDir, 'chef.db')}`,
    sqliteSynchronous: e.SQLITE_SYNCHRONOUS,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    staff: { twoFactorForAdmins: e.STAFF_2FA === 'admins', idleMs: e.STAFF_IDLE_MINUTES * 60_000 },
    importAllowLoopback: e.RECIPE_IMPORT_ALLOW_LOOPBACK,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            accessKey: e.S3_ACCESS_KEY,
            secretKey: e.S3_SECRET_KEY,
            region: e.S3_REGION,
            publicUrl: e.S3_PUBLIC_URL,
          }
        : undefined,
    mqtt: { url: e.MQTT_URL, port: e.MQTT_PORT },
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    renderThreads: e.RENDER_THREADS ?? Math.max(1, os.availableParallelism()),
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    trustProxy: e.TRUST_PROXY,
    rateLimitMax: e.RATE_LIMIT_MAX,
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN },
    diskMinFreeBytes: e.DISK_MIN_FREE_MB * 1024 * 1024,
    sitemapUrlsPerFile: e.SITEMAP_URLS_PER_FILE,
  };
}
