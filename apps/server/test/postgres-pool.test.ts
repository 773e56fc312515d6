import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createDb } from '../src/db/index.js';
import { createPostgresDatabase } from './helper.js';

describe.skipIf(process.env.TEST_DB !== 'postgres')('PostgreSQL pool', () => {
  it('keeps serving after the server ends its idle connections (restart, failover)', async () => {
    const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    const db = createDb(database.url);
    try {
      await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.05)`.execute(db)));
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const ended = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [new URL(database.url).pathname.slice(1)],
      );
      await admin.end();
      expect(ended.rowCount).toBeGreaterThan(0);
      // The pool hears the ended connections (an unheard 'error' event would fail this run) and reconnects.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const { rows } = await sql<{ n: number }>`select 1 as n`.execute(db);
      expect(rows).toEqual([{ n: 1 }]);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
