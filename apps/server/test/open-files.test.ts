import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { HTTP_RESERVE, RESERVED_FILES, connectionCap, openFileLimit, socketCap } from '../src/lib/open-files.js';
import { startServer, stopServers } from './server-process.js';

/**
 * Every connection is an open file of the process (lib/open-files.ts): the server holds at most its
 * open-file limit less a reserve, so a node full of connections still has files for its database and
 * for the files it sends. The real server process, started under a low limit (prlimit), is flooded with
 * more connections than the limit; the outcome of each is read from the socket, never from a clock.
 */
afterAll(() => stopServers());

/** The real server process under an open-file limit of its own (prlimit). */
const startUnderLimit = (limit: number) =>
  startServer({ SEED_DEMO: 'false' }, [
    'prlimit',
    `--nofile=${limit}:${limit}`,
    process.execPath,
    '--import',
    'tsx',
    'apps/server/src/main.ts',
  ]);

describe('the open-file limit', () => {
  it('is read from the process limits, and leaves the reserve out of the connections', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chef-limits-'));
    const file = path.join(dir, 'limits');
    fs.writeFileSync(
      file,
      'Limit                     Soft Limit           Hard Limit           Units     \n' +
        'Max processes             unlimited            unlimited            processes \n' +
        'Max open files            20000                20000                files     \n',
    );
    expect(openFileLimit(file)).toBe(20000);
    expect(connectionCap(20000)).toBe(20000 - RESERVED_FILES);
    fs.writeFileSync(file, 'Max open files            unlimited            unlimited            files     \n');
    expect(openFileLimit(file)).toBeUndefined();
    expect(openFileLimit(path.join(dir, 'missing'))).toBeUndefined();
    expect(connectionCap(undefined)).toBeUndefined();
    // The hub's sockets leave the reserve to pages and calls; a small cap keeps a quarter of itself.
    expect(socketCap(connectionCap(20000)!)).toBe(20000 - RESERVED_FILES - HTTP_RESERVE);
    expect(socketCap(272)).toBe(204);
    expect(socketCap(Infinity)).toBe(Infinity);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a server full of connections refuses the next ones, still sends files on those it holds, and takes new ones once they close', async () => {
    const limit = 400;
    const { port, output } = await startUnderLimit(limit);
    const cap = limit - RESERVED_FILES;
    expect(output()).toContain(`this node holds at most ${cap} connections (open-file limit ${limit})`);

    // More connections than the process has files: each asks for a file (the web app's favicon, read
    // from disk) and is either answered or closed unanswered.
    const attempts = limit + 50;
    const outcomes = await Promise.all(
      Array.from(
        { length: attempts },
        () =>
          new Promise<{ socket: net.Socket; answered: boolean; status?: string }>((resolve) => {
            const socket = net.connect(port, '127.0.0.1');
            let data = '';
            socket.on('data', (chunk: Buffer) => {
              data += chunk.toString('latin1');
              if (data.includes('\r\n\r\n')) resolve({ socket, answered: true, status: data.slice(9, 12) });
            });
            socket.on('error', () => undefined);
            socket.on('close', () => resolve({ socket, answered: false }));
            socket.write('GET /favicon.svg HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
          }),
      ),
    );
    const answered = outcomes.filter((o) => o.answered);
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.length).toBeLessThanOrEqual(cap);
    expect(attempts - answered.length).toBeGreaterThan(0);
    // Every connection it took was answered: with the file, or, when all of them read one at the same
    // moment and the process had no descriptor left, "busy, try again" (503 with Retry-After), never a
    // failure of the server.
    expect(answered.filter((o) => o.status !== '200' && o.status !== '503').map((o) => o.status)).toEqual([]);
    expect(answered.some((o) => o.status === '200')).toBe(true);
    expect(output()).not.toMatch(/unhandled error/);

    for (const { socket } of outcomes) socket.destroy();
    // Once they are gone, a new visitor is served (fetch: a fresh connection).
    let served: number | undefined;
    while (served === undefined) {
      served = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (res) => res.status,
        () => undefined,
      );
    }
    expect(served).toBe(200);
  }, 120_000);

  it("a node full of the hub's sockets refuses the next ones and still serves pages and API calls", async () => {
    const limit = 400;
    const { port, dataDir } = await startUnderLimit(limit);
    const origin = `http://127.0.0.1:${port}`;
    const post = async (url: string, body: unknown) =>
      (await (
        await fetch(`${origin}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      ).json()) as { code: number; data: any };
    const account = 'many-tabs@example.com';
    expect((await post('/api/user/sendCode', { account, scene: 'register' })).code).toBe(0);
    const outbox = new SQLite(path.join(dataDir, 'chef.db'), { readonly: true });
    const { body } = outbox.prepare('SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1').get(account) as {
      body: string;
    };
    outbox.close();
    const registered = await post('/api/user/register', { account, code: /\b(\d{6})\b/.exec(body)![1], password: 'abc12345', agree: true });
    expect(registered.code).toBe(0);

    // More sockets than the HTTP server holds, opened one after the other as users arrive (a burst of
    // handshakes at the same instant may pass the check together; the HTTP cap stays the hard limit).
    const sockets: Socket[] = [];
    let connected = 0;
    for (let i = 0; i < limit - 100; i++) {
      const socket = connect(origin, {
        path: '/messageHub',
        auth: { token: registered.data.token },
        transports: ['websocket'],
        reconnection: false,
      });
      sockets.push(socket);
      if (
        await new Promise<boolean>(
          (resolve) => (socket.once('connect', () => resolve(true)), socket.once('connect_error', () => resolve(false))),
        )
      )
        connected++;
    }
    const cap = socketCap(connectionCap(limit)!);
    expect(connected).toBe(cap);
    // With every socket it takes open, a visitor's page and a signed-in call are answered.
    const page = await fetch(`${origin}/favicon.svg`);
    expect(page.status).toBe(200);
    const info = await fetch(`${origin}/api/user/qryUserInfo`, { headers: { authorization: `Bearer ${registered.data.token}` } });
    expect(((await info.json()) as { code: number }).code).toBe(0);
    for (const socket of sockets) socket.disconnect();
  }, 120_000);
});
