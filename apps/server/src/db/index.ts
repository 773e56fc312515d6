import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, PostgresAdapter, type Kysely as K } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import { sqliteDialect } from './sqlite.js';

export type Db = Kysely<Database>;
export type DbKind = 'sqlite' | 'postgres';

export function dbKindOf(url: string): DbKind {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite';
}

/**
 * SQLite's durability setting. In WAL mode both keep every acknowledged write through a crash of the
 * process (kill -9: the WAL is written to the operating system before the commit returns; tested in
 * test/process.test.ts). FULL also survives a power cut or an operating-system crash, at the price of
 * an fsync per commit, done on the event loop (better-sqlite3 is synchronous): under a write storm
 * those fsyncs are what makes every other request wait. NORMAL fsyncs at checkpoints only.
 */
export type SqliteSynchronous = 'FULL' | 'NORMAL';

/**
 * Opens the database named by url: postgres://... through a pg pool, anything else as a SQLite file
 * ("file:/path" or a path). SQLite runs in WAL mode (synchronous NORMAL by default, see above), with
 * foreign keys on and a busy timeout for a second process.
 */
export function createDb(url: string, options: { sqliteSynchronous?: SqliteSynchronous } = {}): Db {
  if (dbKindOf(url) === 'postgres') {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection the server ends (restart, failover, admin command) is reported here; the pool
    // drops it and connects afresh on the next query. Unheard, the event would crash the process.
    pool.on('error', () => {});
    // The same for a connection ended while a query runs on it: the query fails (and its request gets
    // a 503 to retry, plugins/errors.ts), but the client's own 'error' event, unheard, would end the
    // process. Every connection gets a listener when it is made.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    poolStats.set(db, () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
    return db;
  }
  const file = url.replace(/^file:/, '');
  const folder = path.dirname(path.resolve(file));
  try {
    fs.mkdirSync(folder, { recursive: true });
    // A read-only folder would otherwise surface later as a migration failure.
    fs.accessSync(folder, fs.constants.W_OK);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const why =
      code === 'EACCES' || code === 'EROFS' || code === 'EPERM'
        ? 'it is not writable'
        : code === 'ENOSPC'
          ? 'the disk is full'
          : (err as Error).message;
    throw new Error(`The data folder ${folder} cannot be used (DATA_DIR): ${why} (${code ?? 'error'}).`, { cause: err });
  }
  const dialect = sqliteDialect(file, options.sqliteSynchronous ?? 'NORMAL');
  const db = new Kysely<Database>({ dialect });
  poolStats.set(db, dialect.stats);
  return db;
}

/** Connections of a database's pool: open, idle, and callers waiting for one (SQLite: for the writer). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}
const poolStats = new WeakMap<Db, () => PoolStats>();

/** The pool figures of a database createDb opened (for /metrics), else undefined. */
export function poolStatsOf(db: Db): (() => PoolStats) | undefined {
  return poolStats.get(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was then
export function isPostgres(db: K<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export const now = (): string => new Date().toISOString();
