import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createDb } from '../src/db/index.js';
import { buildTestApp, call, createPostgresDatabase, registerUser } from './helper.js';

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

describe.skipIf(process.env.TEST_DB !== 'postgres')('PostgreSQL connections cut mid-traffic', () => {
  it('answers every call in flight with a result or a 503 to retry, and serves normally right after', async () => {
    const t = await buildTestApp({ SEED_DEMO: 'false' });
    try {
      const user = await registerUser(t);
      const traffic = (n: number) =>
        Array.from({ length: n }, (_, i) =>
          i % 2 === 0
            ? call(t.app, 'GET', '/api/user/qryUserInfo', { token: user.token })
            : call(t.app, 'POST', '/api/cook/addAnthology', { body: { anthologyName: `Cut ${i}` }, token: user.token }),
        );
      const inFlight = Promise.all(traffic(60));
      // Every connection of the app's pool ended while those calls run.
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
        await sql<{ db: string }>`select current_database() as db`.execute(t.db).then((r) => r.rows[0]!.db),
      ]);
      await admin.end();
      const answers = await inFlight;
      for (const answer of answers) {
        expect([200, 503]).toContain(answer.status);
        if (answer.status === 503) expect(answer.headers['retry-after']).toBe('1');
      }
      // The pool reconnects: everything after the cut succeeds.
      const after = await Promise.all(traffic(20));
      expect(after.map((a) => a.status)).toEqual(Array(20).fill(200));
    } finally {
      await t.close();
    }
  });
});
