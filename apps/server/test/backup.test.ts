import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { root, startServer, stopServers } from './server-process.js';

/**
 * `npm run backup` / `npm run restore` (scripts/backup.mjs, restore.mjs) against the real server
 * process on an SQLite file, during a storm of writes (issue 27).
 */
afterEach(stopServers);

/** Runs the script asynchronously: the storm of this process's writers goes on meanwhile. */
function script(name: 'backup' | 'restore', file: string, dataDir: string) {
  const child = spawn(process.execPath, [`scripts/${name}.mjs`, file], { cwd: root, env: { ...process.env, DATA_DIR: dataDir } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ status: number | null; output: string }>((resolve) => child.on('close', (status) => resolve({ status, output })));
}

describe('backup and restore', { timeout: 180_000 }, () => {
  it('keeps every write acknowledged before a backup taken during a write storm, and restores it whole', async () => {
    const server = await startServer();
    const acknowledged: string[] = [];
    let n = 0;
    let storming = true;
    // Eight writers, each a new verification code (a row in verification_codes) from its own address.
    const writer = async () => {
      while (storming) {
        const i = n++;
        const account = `storm${i}@example.com`;
        const res = await fetch(`http://127.0.0.1:${server.port}/api/user/sendCode`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
          body: JSON.stringify({ account, scene: 'register' }),
        });
        if (((await res.json()) as { code: number }).code === 0) acknowledged.push(account);
      }
    };
    const writers = Array.from({ length: 8 }, writer);
    await expect.poll(() => acknowledged.length, { timeout: 60_000 }).toBeGreaterThan(50);

    const file = path.join(server.dataDir, '..', `${path.basename(server.dataDir)}-backup.db`);
    const before = [...acknowledged];
    const backup = await script('backup', file, server.dataDir);
    const afterBackup = acknowledged.length;
    // A few writes acknowledged once the backup had finished: those the restore must take away.
    await expect.poll(() => acknowledged.length, { timeout: 60_000 }).toBeGreaterThan(afterBackup + 5);
    storming = false;
    await Promise.all(writers);
    expect(backup.status, backup.output).toBe(0);

    // Restoring over a running server is refused.
    const refused = await script('restore', file, server.dataDir);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('stop it first');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const restored = await script('restore', file, server.dataDir);
    expect(restored.status, restored.output).toBe(0);

    const db = new SQLite(path.join(server.dataDir, 'chef.db'), { readonly: true });
    const rows = db.prepare('SELECT account FROM verification_codes').all() as { account: string }[];
    const integrity = db.pragma('integrity_check', { simple: true });
    db.close();
    fs.rmSync(file, { force: true });
    const stored = new Set(rows.map((row) => row.account));
    expect(before.filter((account) => !stored.has(account))).toEqual([]);
    expect(acknowledged.slice(afterBackup).filter((account) => stored.has(account))).toEqual([]);
    expect(integrity).toBe('ok');
  });
});
