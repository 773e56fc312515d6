import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, stopServers } from './server-process.js';

/**
 * The real server process (src/main.ts through tsx) on an SQLite file: graceful stop on SIGTERM, and
 * no acknowledged write lost to a SIGKILL with the default durability (WAL with synchronous=NORMAL:
 * a commit has reached the operating system before it is acknowledged; db/index.ts).
 */
afterEach(stopServers);

describe('server process', () => {
  it('stops gracefully on SIGTERM', async () => {
    const server = await startServer();
    const health = await fetch(`http://127.0.0.1:${server.port}/api/health`);
    expect(health.status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
  });

  it('keeps every acknowledged write when killed with SIGKILL', async () => {
    const server = await startServer();
    const accounts = Array.from({ length: 30 }, (_, i) => `durable${i}@example.com`);
    const answers = await Promise.all(
      accounts.map((account, i) =>
        fetch(`http://127.0.0.1:${server.port}/api/user/sendCode`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.99.0.${i + 1}` },
          body: JSON.stringify({ account, scene: 'register' }),
        }).then((res) => res.json() as Promise<{ code: number }>),
      ),
    );
    expect(answers.every((answer) => answer.code === 0)).toBe(true);
    server.child.kill('SIGKILL');
    await server.exited;

    const db = new SQLite(path.join(server.dataDir, 'chef.db'), { readonly: false });
    const stored = db.prepare('SELECT account FROM verification_codes').all() as { account: string }[];
    db.close();
    expect(new Set(stored.map((row) => row.account))).toEqual(new Set(accounts));
  });
});
