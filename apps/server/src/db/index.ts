import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, PostgresAdapter, type Kysely as K } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;
export type DbKind = 'sqlite' | 'postgres';

export function dbKindOf(url: string): DbKind {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite';
}

/**
 * Opens the database named by url: postgres://... through a pg pool, anything else as a SQLite file
 * ("file:/path" or a path). SQLite runs in WAL mode with synchronous=FULL so an acknowledged write
 * survives a crash (quality.md), with foreign keys on and a busy timeout for a second process.
 */
export function createDb(url: string): Db {
  if (dbKindOf(url) === 'postgres') {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection the server ends (restart, failover, admin command) is reported here; the pool
    // drops it and connects afresh on the next query. Unheard, the event would crash the process.
    pool.on('error', () => {});
    // The same for a connection ended while a query runs on it: the query fails (and its request gets
    // a 503 to retry, plugins/errors.ts), but the client's own 'error' event, unheard, would end the
    // process. Every connection gets a listener when it is made.
    pool.on('connect', (client) => client.on('error', () => {}));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const file = url.replace(/^file:/, '');
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Reads of a large catalogue hit pages all over the file: a 64 MiB page cache and memory-mapped reads
  // (the operating system's cache, no copy per page) instead of SQLite's 2 MB default cache.
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 268435456');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

/** Enough for every distinct query the app builds; the oldest is dropped past it. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every query anew, which cost about a quarter of a small read's CPU
 * in a profile. Statements are reusable (better-sqlite3 runs them synchronously, one at a time), so
 * keep them by SQL text.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was then
export function isPostgres(db: K<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export const now = (): string => new Date().toISOString();
