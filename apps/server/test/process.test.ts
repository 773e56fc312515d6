import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, stopServers } from './server-process.js';

/** Whether anything still answers on the port (the server and not only its parent must be gone). */
async function answers(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => true,
    () => false,
  );
}

/** A POST whose body is sent in two halves: a request in flight for as long as the test wants. */
function halfSentRequest(port: number) {
  const body = JSON.stringify({ account: 'drain@example.com', scene: 'register' });
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
  const head = `POST /api/user/sendCode HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
  const sent = new Promise<void>((resolve) => socket.write(head + body.slice(0, 10), () => resolve()));
  return { sent, finish: () => socket.write(body.slice(10)), ended };
}

/**
 * The real server process (src/main.ts through tsx) on an SQLite file: graceful stop on SIGTERM, and
 * no acknowledged write lost to a SIGKILL with the default durability (WAL with synchronous=NORMAL:
 * a commit has reached the operating system before it is acknowledged; db/index.ts).
 */
afterEach(stopServers);

// A cold start (migrations, demo seed) takes long on a loaded machine.
describe('server process', { timeout: 120_000 }, () => {
  it('refuses to start on a data folder it cannot write, naming the folder and the cause', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chef-readonly-'));
    fs.chmodSync(dir, 0o555);
    try {
      // Root writes anywhere: the server runs as nobody when the tests run as root.
      const nobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : undefined;
      const started = startServer({ DATA_DIR: dir }, undefined, nobody);
      await expect(started).rejects.toThrow(
        `Chef Robot portal could not start: The data folder ${dir} cannot be used (DATA_DIR): it is not writable (EACCES).`,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses to start when the data folder cannot be made, naming the folder and the cause', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'chef-notdir-')), 'a-file');
    fs.writeFileSync(file, '');
    const dir = path.join(file, 'data');
    await expect(startServer({ DATA_DIR: dir })).rejects.toThrow(
      new RegExp(`Chef Robot portal could not start: The data folder ${dir} cannot be used \\(DATA_DIR\\): .*\\(ENOTDIR\\)\\.`),
    );
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });

  it('stops gracefully on SIGTERM', async () => {
    const server = await startServer();
    const health = await fetch(`http://127.0.0.1:${server.port}/api/health`);
    expect(health.status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
  });

  it('lets a request in flight finish after SIGTERM, then exits 0', async () => {
    const server = await startServer();
    const request = halfSentRequest(server.port);
    await request.sent;
    // A request answered after it was sent means the server has read the half-sent head: before that, the
    // connection is idle to the server, and closing would rightly drop it (a race on a loaded machine).
    expect(await answers(server.port)).toBe(true);
    server.child.kill('SIGTERM');
    await expect.poll(() => server.output(), { timeout: 60_000 }).toContain('shutting down');
    request.finish();
    expect(await request.ended).toMatch(/^HTTP\/1\.1 200/);
    expect(await server.exited).toBe(0);
  });

  it('exits at once on a second signal while a request is still in flight', async () => {
    const server = await startServer();
    const request = halfSentRequest(server.port);
    await request.sent;
    // A request answered after it was sent means the server has read the half-sent head: before that, the
    // connection is idle to the server, and closing would rightly drop it (a race on a loaded machine).
    expect(await answers(server.port)).toBe(true);
    server.child.kill('SIGINT');
    await expect.poll(() => server.output(), { timeout: 60_000 }).toContain('shutting down');
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('second signal');
  });

  // The built server through the launcher (needs `npm run build`): the signal reaches the top process
  // only, as from systemd or a container runtime, and nothing may be left answering.
  for (const [label, command, signal] of [
    ['npm start', ['npm', 'start'], 'SIGTERM'],
    ['node scripts/start.mjs', [process.execPath, 'scripts/start.mjs'], 'SIGINT'],
  ] as const) {
    it(`${label} stops with the server on ${signal} and exits 0`, async () => {
      const server = await startServer({}, [...command]);
      expect(await answers(server.port)).toBe(true);
      server.child.kill(signal);
      expect(await server.exited).toBe(0);
      expect(await answers(server.port)).toBe(false);
    });
  }

  it('writes one line per request, none for probes, and shows a generated staff password in a block, kept in an owner-only file', async () => {
    const server = await startServer({ ADMIN_PASSWORD: undefined });
    await expect.poll(() => server.output(), { timeout: 60_000 }).toContain('e-mail:   staff@example.com');
    const startup = server.output();
    const password = /password: (\S+)/.exec(startup)![1]!;
    await expect.poll(() => server.output(), { timeout: 60_000 }).toContain('ready: open http://localhost:0 in a browser');
    const file = path.join(server.dataDir, 'first-staff-credentials.txt');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, 'utf8')).toBe(`staff@example.com\n${password}\n`);

    const before = server.output().length;
    await fetch(`http://127.0.0.1:${server.port}/api/health`);
    const advs = await fetch(`http://127.0.0.1:${server.port}/api/base/qryAdvPic?advType=1&pageNum=1&pageSize=5`);
    await expect.poll(() => server.output().slice(before), { timeout: 60_000 }).toContain('"route":"/api/base/qryAdvPic"');
    const lines = server
      .output()
      .slice(before)
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, method: 'GET', route: '/api/base/qryAdvPic', status: advs.status, msg: 'request' });
    expect(lines[0]!.reqId).toBeTruthy();
    expect(typeof lines[0]!.ms).toBe('number');
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
