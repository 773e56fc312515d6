import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  RawNode,
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import type { PoolStats } from './index.js';

/**
 * SQLite for the app: one connection that writes, and one that only reads.
 *
 * SQLite allows one writer at a time, so the writing connection is held by one query or one whole
 * transaction in turn, first come first served. In WAL mode readers never wait for the writer, so a
 * SELECT outside a transaction runs at once on the reading connection and sees every committed write:
 * under a write storm a read (a health probe, a recipe list) waits for no queue of writes. A SELECT
 * inside a transaction stays on the writer, where it sees the transaction's own changes.
 * better-sqlite3 runs each statement synchronously; a statement's own time is the only wait it adds.
 */
export function sqliteDialect(file: string, synchronous: 'FULL' | 'NORMAL'): Dialect & { stats(): PoolStats } {
  let driver: SplitDriver | undefined;
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => (driver = new SplitDriver(file, synchronous)),
    /** Two connections; the writer is busy while a query or transaction holds it. */
    stats: () => driver?.stats() ?? { total: 0, idle: 0, waiting: 0 },
    createIntrospector: (db: Kysely<unknown>) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
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
  return (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = sqlite.prepare(sql);
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      statements.set(sql, statement);
    }
    return statement;
  };
}

function open(file: string, readonly: boolean, synchronous: string) {
  const sqlite = new SQLite(file, { readonly });
  if (!readonly) {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma(`synchronous = ${synchronous}`);
    sqlite.pragma('foreign_keys = ON');
  }
  sqlite.pragma('busy_timeout = 5000');
  // Reads of a large catalogue hit pages all over the file: a 64 MiB page cache and memory-mapped reads
  // (the operating system's cache, no copy per page) instead of SQLite's 2 MB default cache.
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 268435456');
  return sqlite;
}

function run(prepare: (sql: string) => SQLite.Statement, { sql, parameters }: CompiledQuery): QueryResult<unknown> {
  const statement = prepare(sql);
  if (statement.reader) return { rows: statement.all(parameters as unknown[]) };
  const { changes, lastInsertRowid } = statement.run(parameters as unknown[]);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

const isRead = (query: CompiledQuery) => SelectQueryNode.is(query.query) || (RawNode.is(query.query) && /^\s*select\b/i.test(query.sql));

class SplitDriver implements Driver {
  #writer!: SQLite.Database;
  #reader!: SQLite.Database;
  #write!: (sql: string) => SQLite.Statement;
  #read!: (sql: string) => SQLite.Statement;
  /** Callers waiting for the writing connection, oldest first. */
  readonly #waiting: (() => void)[] = [];
  #held = false;

  constructor(
    private readonly file: string,
    private readonly synchronous: string,
  ) {}

  async init() {
    this.#writer = open(this.file, false, this.synchronous);
    // Opened after the writer has switched the file to WAL (a read-only connection cannot).
    this.#reader = open(this.file, true, this.synchronous);
    this.#write = withStatementCache(this.#writer);
    this.#read = withStatementCache(this.#reader);
  }

  async lockWriter() {
    if (this.#held) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    else this.#held = true;
  }

  stats(): PoolStats {
    return { total: 2, idle: this.#held ? 1 : 2, waiting: this.#waiting.length };
  }

  unlockWriter() {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new SplitConnection(this);
  }

  executeOn(kind: 'read' | 'write', query: CompiledQuery) {
    return run(kind === 'read' ? this.#read : this.#write, query);
  }

  async beginTransaction(connection: DatabaseConnection) {
    await (connection as SplitConnection).holdWriter();
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection) {
    (connection as SplitConnection).release();
  }

  async destroy() {
    this.#reader?.close();
    this.#writer?.close();
  }
}

/** What Kysely holds for one query or one transaction; it takes the writer only when it must. */
class SplitConnection implements DatabaseConnection {
  #holding = false;

  constructor(private readonly driver: SplitDriver) {}

  async holdWriter() {
    if (this.#holding) return;
    await this.driver.lockWriter();
    this.#holding = true;
  }

  release() {
    if (!this.#holding) return;
    this.#holding = false;
    this.driver.unlockWriter();
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.#holding && isRead(query)) return this.driver.executeOn('read', query) as QueryResult<R>;
    await this.holdWriter();
    return this.driver.executeOn('write', query) as QueryResult<R>;
  }

  // eslint-disable-next-line require-yield -- the app never streams; Kysely's interface asks for it
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not used');
  }
}
