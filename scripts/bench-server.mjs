import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * What the benchmarks (bench.mjs, bench-realtime.mjs) share: settings from the environment, the build
 * check, a scratch database (SQLite in a temporary DATA_DIR, or a throwaway PostgreSQL database with
 * BENCH_DATABASE_URL), the production server started on a free port, and a cleanup that runs however
 * the run ends (normal end, error, Ctrl-C, SIGTERM).
 */

export const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

/** The script's name ("bench", "bench-realtime"): the prefix of its messages. */
const name = path.basename(process.argv[1] ?? 'bench', '.mjs');

export const log = (message) => process.stderr.write(`${name}: ${message}\n`);

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A module of the server's build, so the benchmarks write rows exactly as the app does. */
export const distModule = (file) => import(pathToFileURL(path.join(root, 'apps/server/dist', file)).href);

/** A throwaway PostgreSQL database on the server of adminUrl; drop() removes it. */
export async function createPostgresDatabase(adminUrl) {
  const { default: pg } = await import('pg');
  const name = `chef_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** The number in environment variable `name`, or fallback when unset; exits on anything else. */
export function positiveNumber(variable, fallback, { allowZero = false } = {}) {
  const raw = process.env[variable];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || (value === 0 && !allowZero)) {
    console.error(`${name}: ${variable} must be a ${allowZero ? 'non-negative' : 'positive'} number, got ${JSON.stringify(raw)}`);
    process.exit(1);
  }
  return value;
}

export function gitCommit() {
  const result = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

// ---------------------------------------------------------------------------------------------------
// Cleanup: every step that leaves something behind registers how to undo it; the steps run once, last
// registered first (sockets before the server, the server before its database), however the run ends.

const cleanups = [];
let cleaning;
let stopping = false;

/** Registers an undo step (may be async). */
export function atCleanup(step) {
  cleanups.push(step);
}

/** True once Ctrl-C / SIGTERM (or the end of the run) started cleaning up: start nothing new. */
export const isStopping = () => stopping;

export function cleanup() {
  stopping = true;
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch (err) {
        log(`cleanup: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  })();
  return cleaning;
}

/** Runs main (which answers the exit code), then cleans up and exits; Ctrl-C and SIGTERM clean up too. */
export async function runBench(main) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      log(`${signal}: stopping`);
      cleanup().finally(() => process.exit(130));
    });
  }
  let exitCode = 1;
  try {
    exitCode = await main();
  } catch (err) {
    log(`error: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    await cleanup();
  }
  process.exit(exitCode);
}

// ---------------------------------------------------------------------------------------------------

/** Builds when apps/server/dist (or the shared package's build) is missing. */
export function ensureBuild() {
  const needed = [
    'packages/shared/dist/index.js',
    'apps/server/dist/main.js',
    'apps/web/dist/index.html',
    'apps/web/dist-server/entry-server.js',
  ];
  const missing = needed.filter((file) => !existsSync(path.join(root, file)));
  if (missing.length === 0) return;
  log(`missing ${missing.join(', ')}: running npm run build`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  const stillMissing = needed.filter((file) => !existsSync(path.join(root, file)));
  if (result.status !== 0 || stillMissing.length > 0) {
    throw new Error(`npm run build failed${stillMissing.length ? `; still missing ${stillMissing.join(', ')}` : ''}`);
  }
}

/** BENCH_PORT when set (checked free, so another server answering there is not measured), else any free port. */
export async function freePort() {
  const wanted = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : 0;
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', (err) => reject(new Error(`port ${wanted} is not free: ${err.message}`)));
    probe.listen(wanted, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A temporary DATA_DIR and the database the server will use: SQLite in that directory, or with
 * BENCH_DATABASE_URL=postgres://... a throwaway database on that server. Both go at cleanup.
 */
export async function scratchDatabase() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `chef-${name}-`));
  atCleanup(() => rm(dataDir, { recursive: true, force: true }));
  const adminUrl = process.env.BENCH_DATABASE_URL || '';
  if (!adminUrl) return { dataDir, databaseUrl: `file:${path.join(dataDir, 'chef.db')}`, kind: 'sqlite' };
  const postgres = await createPostgresDatabase(adminUrl);
  atCleanup(() => postgres.drop().catch((err) => log(`could not drop ${postgres.url}: ${err.message}`)));
  return { dataDir, databaseUrl: postgres.url, kind: 'postgres' };
}

/** The staff account the server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const STAFF = { email: 'bench@example.com', password: 'bench-secret-1' };

const HEALTH_PATH = '/api/health';
// A start migrates and refreshes ranks and cover URLs over the whole catalogue: on PostgreSQL with 100,000
// recipes on a busy 2-core machine that took over 30 s.
const START_TIMEOUT_MS = 120_000;

/**
 * Starts the production build (apps/server/dist/main.js) on 127.0.0.1:port with the scratch database,
 * warn-level logs passed through, the global rate limit off and the STAFF account; `env` adds to or
 * overrides that. Resolves with the base URL and the child process once /api/health answers; the
 * server gets SIGTERM (SIGKILL after 10 s) at cleanup.
 */
export async function startServer({ port, dataDir, databaseUrl, env = {} }) {
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '0',
      // As npm start runs it (scripts/start.mjs).
      MALLOC_ARENA_MAX: '2',
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password,
      // The scratch database and in-process limiter state, whatever the shell has set.
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
      // No broker unless a bench asks for one on a free port (bench:devices, bench-hostile): the
      // default 1883 is Mosquitto's on our machines, and the refused listen was logged as an error.
      MQTT_PORT: '0',
      MQTT_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  atCleanup(async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    server.kill('SIGTERM');
    const killTimer = setTimeout(() => server.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killTimer);
  });
  // The server logs at warn level; pass that through so problems during the run are visible.
  for (const stream of [server.stdout, server.stderr]) stream.on('data', (chunk) => process.stderr.write(`[server] ${chunk}`));

  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && !stopping) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`the server exited (${server.exitCode ?? server.signalCode}) before answering ${HEALTH_PATH}`);
    }
    try {
      const res = await fetch(base + HEALTH_PATH, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return { base, server };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`the server did not answer ${HEALTH_PATH} within ${START_TIMEOUT_MS / 1000} s`);
}

// ---------------------------------------------------------------------------------------------------

const percentile = (sorted, p) => (sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]);
export const round = (value, digits = 2) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : null);

export function summary(list) {
  const sorted = [...list].sort((a, b) => a - b);
  const at = (p) => round(percentile(sorted, p));
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: round(sorted.at(-1)) };
}

/** The server's resident memory in MiB (Linux: /proc/<pid>/status), or null. */
export async function rssMiB(pid) {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
    return Number.isFinite(kb) ? round(kb / 1024, 1) : null;
  } catch {
    return null;
  }
}

/** Users (and their sessions) written per transaction. */
const INSERT_BATCH = 500;

/**
 * The database migrated, then `count` users with one live session each, written as the app writes
 * them (newSession: 32 random bytes, base64url, stored as their sha256 with the app's token lifetime).
 * The register call's rate limits would rightly stop thousands of sign-ups. Answers [{ id, token }].
 */
export async function createUsers(databaseUrl, count) {
  const { createDb } = await distModule('db/index.js');
  const { migrateToLatest } = await distModule('db/migrate.js');
  const { hashPassword, newSession } = await distModule('lib/crypto.js');
  const { DEFAULT_UNIT_TYPE, TOKEN_TTL_DAYS } = await import('@chef/shared');
  const db = createDb(databaseUrl);
  try {
    await migrateToLatest(db);
    // Nobody signs in with a password here: one scrypt hash (a few hundred ms) serves every user.
    const passwordHash = await hashPassword('bench-user-password');
    const users = [];
    for (let first = 0; first < count; first += INSERT_BATCH) {
      const size = Math.min(INSERT_BATCH, count - first);
      await db.transaction().execute(async (trx) => {
        const at = new Date();
        const rows = Array.from({ length: size }, (_, i) => ({
          mobile: null,
          email: `bench-user-${first + i}@example.com`,
          password_hash: passwordHash,
          nickname: `bench-user-${first + i}`,
          avatar: null,
          gender: null,
          birthday: null,
          language: 'en-US',
          unit_type: DEFAULT_UNIT_TYPE,
          created_at: at.toISOString(),
          updated_at: at.toISOString(),
        }));
        const ids = await trx.insertInto('users').values(rows).returning('id').execute();
        const sessions = ids.map(({ id }) => ({ id, session: newSession(at, TOKEN_TTL_DAYS * 86_400_000) }));
        await trx
          .insertInto('user_tokens')
          .values(
            sessions.map(({ id, session }) => ({
              user_id: id,
              token_hash: session.tokenHash,
              created_at: session.createdAt,
              expires_at: session.expiresAt,
            })),
          )
          .execute();
        for (const { id, session } of sessions) users.push({ id, token: session.token });
      });
    }
    return users;
  } finally {
    await db.destroy();
  }
}
