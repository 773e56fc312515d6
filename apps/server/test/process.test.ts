import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * The real server process (src/main.ts through tsx) on an SQLite file: graceful stop on SIGTERM, and
 * no acknowledged write lost to a SIGKILL (WAL with synchronous=FULL).
 */
const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const running: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chef-proc-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      TRUST_PROXY: 'true',
      ADMIN_EMAIL: 'staff@example.com',
      ADMIN_PASSWORD: 'staff-secret-1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const check = () => {
      const match = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on('data', check);
    child.on('exit', () => reject(new Error(`server exited:\n${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port, dataDir, exited, output: () => output };
}

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
