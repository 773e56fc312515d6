import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { DEFAULT_LANGUAGE, loginResultSchema, normalizeAccount, type LoginResult } from '@chef/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { Storage } from '../src/lib/storage.js';
import { createDb, type Db } from '../src/db/index.js';
import type { Database } from '../src/db/schema.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { hashPassword } from '../src/lib/crypto.js';
import { openAccount } from '../src/modules/user/sign-in.service.js';
import { createUserRepository } from '../src/modules/user/user.repository.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: { now: Date; advance(seconds: number): void };
  /** The app's DATA_DIR (a fresh temporary folder). */
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A real app on a fresh database: a new SQLite file, or (TEST_DB=postgres) a new database created on
 * the server of TEST_DATABASE_URL and dropped afterwards. The clock can be moved forward to expire codes.
 * prepare(dataDir) may put files in the data folder first and answer settings of its own (env wins);
 * wrapDb may add Kysely plugins; storage may replace the app's storage.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: {
    prepare?: (dataDir: string) => Record<string, string>;
    wrapDb?: (db: Db) => Db;
    /** Replaces the storage of the app's settings (given them and the data folder). */
    storage?: (config: Config) => Storage;
  } = {},
): Promise<TestApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chef-test-'));
  const database = await freshDatabase(dir);
  const config = loadConfig({
    DATA_DIR: dir,
    DATABASE_URL: database.url,
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: 'staff@example.com',
    ADMIN_PASSWORD: 'staff-secret-1',
    // Tests of other features sign the admin in with the password alone (a TOTP code is good once per
    // 30 s); two-factor.test.ts runs with the default, STAFF_2FA=admins.
    STAFF_2FA: 'optional',
    // No device broker unless a test asks for one: 1883 belongs to the machine's Mosquitto.
    MQTT_PORT: '0',
    ...options.prepare?.(dir),
    ...env,
  });
  const clock = {
    now: new Date(),
    advance(seconds: number) {
      this.now = new Date(this.now.getTime() + seconds * 1000);
    },
  };
  const plain = createDb(config.databaseUrl);
  const db = options.wrapDb ? options.wrapDb(plain) : plain;
  const app = await buildApp({
    config,
    db,
    logger: false,
    clock: () => clock.now,
    ...(options.storage ? { storage: options.storage(config) } : {}),
  });
  return {
    app,
    db,
    clock,
    dataDir: dir,
    async close() {
      await app.close();
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A new, empty database: a SQLite file in dir, or (TEST_DB=postgres) a database on TEST_DATABASE_URL's server. */
function freshDatabase(dir: string): Promise<{ url: string; drop: () => Promise<void> }> {
  return process.env.TEST_DB === 'postgres'
    ? createPostgresDatabase(process.env.TEST_DATABASE_URL!)
    : Promise.resolve({ url: `file:${path.join(dir, 'chef.db')}`, drop: async () => {} });
}

export interface TestDb {
  db: Db;
  close(): Promise<void>;
}

/**
 * A migrated, empty database without the app, for service tests (test/service/): the same databases as
 * buildTestApp, on SQLite by default and on PostgreSQL in the server-pg project. Built before the
 * file's tests, closed after them.
 */
export function setupTestDb(): TestDb {
  const t = {} as TestDb;
  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chef-test-'));
    const database = await freshDatabase(dir);
    const db = createDb(database.url);
    await migrateToLatest(db);
    Object.assign(t, {
      db,
      async close() {
        await db.destroy();
        await database.drop();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });
  return t;
}

/**
 * The app of one test file: built before the file's tests, closed after them. The object is filled in
 * by beforeAll, so its fields are there for tests and later hooks, not while the file is collected.
 */
export function setupTestApp(env: Record<string, string> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await buildTestApp(env));
  });
  afterAll(async () => {
    await t.close();
  });
  return t;
}

/** A new, empty database on the PostgreSQL server of adminUrl; drop() removes it. */
export async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `chef_t_${randomBytes(6).toString('hex')}`;
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

/** A fresh client address, so the per-IP limits of one test (or an earlier run sharing Redis) do not spill into the next. */
export function freshIp(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

/** Signs in the staff member buildTestApp creates; answers the login's data (token, staffInfo). */
export async function staffLoginOf(app: FastifyInstance): Promise<{ token: string; staffInfo: { id: string; name: string } }> {
  const res = await call(app, 'POST', '/api/admin/login', {
    body: { email: 'staff@example.com', password: 'staff-secret-1' },
    ip: freshIp(),
  });
  return res.body.data;
}

/** Serves the app on a free loopback port, for tests that need real sockets; answers its base URL. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** Calls the API like a client: JSON in, envelope out. */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  options: {
    body?: unknown;
    token?: string;
    lang?: string;
    ip?: string;
    query?: Record<string, string>;
    headers?: Record<string, string>;
  } = {},
) {
  const request: InjectOptions = {
    method,
    url,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: {
      ...options.headers,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
    ...(options.query ? { query: options.query } : {}),
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  };
  const res = await app.inject(request);
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: any }, headers: res.headers };
}

/** GET and POST on one app like a client, with a token, a query and a language when given. */
export function clientOf(t: TestApp) {
  return {
    get: (url: string, token?: string, query?: Record<string, string>, lang?: string) =>
      call(t.app, 'GET', url, { ...(token ? { token } : {}), ...(query ? { query } : {}), ...(lang ? { lang } : {}) }),
    post: (url: string, body: unknown, token?: string, lang?: string) =>
      call(t.app, 'POST', url, { body, ...(token ? { token } : {}), ...(lang ? { lang } : {}) }),
  };
}

/** The code of the newest message sent to a recipient (outbox delivery, the default). */
export async function lastCode(db: Db, recipient: string): Promise<string> {
  const row = await db
    .selectFrom('outbox')
    .select('body')
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(row.body)![1]!;
}

let accountCounter = 0;
/** The route's chunks a page lists for the entry to preload once its cover is in (modules/seo routePreloads). */
export function routeCodeOf(html: string): string[] {
  const list = /<script type="application\/json" id="route-code">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

export function freshEmail(): string {
  accountCounter += 1;
  return `user${accountCounter}.${randomBytes(3).toString('hex')}@example.com`;
}

/**
 * Passwords hashed once per test process: scrypt at the server's cost (128 MiB, seconds on a loaded
 * machine) for each of the suite's many users was most of its time. One hash shared by every user of
 * a password is harmless in tests; the real registration is covered by account.test.ts.
 */
const passwordHashes = new Map<string, Promise<string>>();

/**
 * A new user, signed in (outline's factories): the account and first session registration writes
 * (openAccount), without the code round trip; `account` normalized as the register call does.
 */
export async function registerUser(t: TestApp, account = freshEmail(), password = 'abc12345') {
  const parsed = normalizeAccount(account);
  if (!parsed) throw new Error(`not an account: ${account}`);
  let passwordHash = passwordHashes.get(password);
  if (!passwordHash) {
    passwordHash = hashPassword(password);
    passwordHashes.set(password, passwordHash);
  }
  const opened = await openAccount(createUserRepository(t.db), t.clock.now, {
    kind: parsed.kind,
    account: parsed.value,
    passwordHash: await passwordHash,
    language: DEFAULT_LANGUAGE,
  });
  // As the register call answers it (the response schema, then JSON).
  const { token, userInfo } = JSON.parse(JSON.stringify(loginResultSchema.parse(opened))) as LoginResult;
  return { account, password, token, userInfo: userInfo as any };
}

export type TestUser = Awaited<ReturnType<typeof registerUser>>;

/**
 * One test per row, "rejects <body>": a new user's POST of the body answers 400 naming the field, with
 * the English message; `after` checks what the refusal left (nothing written, say).
 */
export function itRejectsBodies(
  t: TestApp,
  url: string,
  rows: [body: unknown, field: string, msg: string][],
  after?: (user: TestUser) => Promise<void>,
) {
  it.each(rows)('rejects %j', async (body, field, msg) => {
    const user = await registerUser(t);
    expect((await call(t.app, 'POST', url, { body, token: user.token })).body).toEqual({ code: 400, msg, data: { field } });
    await after?.(user);
  });
}

/**
 * One test per route, "<method> <url> answers 401 without a live token": without a token and with one
 * that is not live. `request` goes along (its body with POSTs only) and is valid, so the 401 can only
 * come from the missing login, whichever the server checks first.
 */
export function itNeedsLogin(
  t: TestApp,
  routes: [method: 'GET' | 'POST', url: string][],
  request: { body: unknown; query?: Record<string, string> },
) {
  it.each(routes)('%s %s answers 401 without a live token', async (method, url) => {
    for (const token of [undefined, 'not-a-token']) {
      const res = await call(t.app, method, url, {
        ...(method === 'POST' ? { body: request.body } : {}),
        ...(request.query ? { query: request.query } : {}),
        ...(token ? { token } : {}),
      });
      expect(res.body).toEqual({ code: 401, msg: 'Login failure', data: null });
    }
  });
}

/** The rows of a whole table (both databases answer count(*) as a string or a number). */
export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}
