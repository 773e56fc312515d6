import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../src/modules/user/user.routes.js';
import { buildTestApp, call, freshEmail, freshIp, registerUser, type TestApp } from './helper.js';

/**
 * Redis is optional at run time. Two nodes (one database) reach the machine's Redis through a TCP
 * proxy that the test cuts and restores, as an outage would: while it is away the nodes keep
 * answering, limits count per node, and live messages reach the sockets of the node that sends them;
 * when it returns, limits and messages cross nodes again without a restart. Runs where a Redis
 * server is given (TEST_REDIS_URL; CI sets it).
 */
const redisUrl = process.env.TEST_REDIS_URL;

/** A TCP proxy to Redis that can be cut (every connection closed, new ones refused) and restored. */
function redisProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.pipe(to);
      from.on('error', () => to.destroy());
      from.on('close', () => {
        sockets.delete(from);
        to.destroy();
      });
    }
  });
  let port = 0;
  const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    async start() {
      await listen();
      port = (server.address() as net.AddressInfo).port;
      return `redis://127.0.0.1:${port}`;
    },
    async cut() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: listen,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!redisUrl || process.env.TEST_DB === 'postgres')('Redis going away and coming back', () => {
  const proxy = redisProxy(new URL(redisUrl ?? 'redis://127.0.0.1:6379'));
  const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'chef-redis-outage-'));
  let a: TestApp;
  let b: TestApp;
  let socket: Socket | undefined;
  let staffToken: string;

  beforeAll(async () => {
    const url = await proxy.start();
    const env = { REDIS_URL: url, DATABASE_URL: `file:${path.join(shared, 'chef.db')}`, SEED_DEMO: 'false' };
    a = await buildTestApp(env);
    b = await buildTestApp(env);
    await Promise.all([a.app.listen({ port: 0, host: '127.0.0.1' }), b.app.listen({ port: 0, host: '127.0.0.1' })]);
    const staff = await call(a.app, 'POST', '/api/admin/login', {
      body: { email: 'staff@example.com', password: 'staff-secret-1' },
      ip: freshIp(),
    });
    staffToken = staff.body.data.token;
  });
  afterAll(async () => {
    socket?.disconnect();
    await Promise.all([a?.close(), b?.close()]);
    await proxy.cut().catch(() => {});
    fs.rmSync(shared, { recursive: true, force: true });
  });

  const sendCode = (node: TestApp, ip: string) =>
    call(node.app, 'POST', '/api/user/sendCode', { body: { account: freshEmail(), scene: 'register' }, ip });
  const sendMsg = (node: TestApp, userId: string, title: string) =>
    call(node.app, 'POST', '/api/admin/sendMsg', { body: { userId, title, text: title }, token: staffToken });

  /** Spends an address's code allowance across both nodes: true when the next call is refused on both. */
  async function limitIsShared(): Promise<boolean> {
    const ip = freshIp();
    for (let i = 0; i < LIMITS.codePerIpMinute; i++) await sendCode(i % 2 === 0 ? a : b, ip);
    return (await sendCode(a, ip)).status === 429 && (await sendCode(b, ip)).status === 429;
  }

  it('keeps serving, limits per node and delivers on the same node while Redis is away, and crosses nodes again when it returns', async () => {
    const user = await registerUser(a);
    const shown: string[] = [];
    socket = connect(`http://127.0.0.1:${(b.app.server.address() as net.AddressInfo).port}`, {
      path: '/messageHub',
      auth: { token: user.token },
      transports: ['websocket'],
    });
    socket.on('ShowMsg', (title: string) => shown.push(title));
    await new Promise<void>((resolve, reject) => {
      socket!.once('connect', resolve);
      socket!.once('connect_error', reject);
    });
    const waitFor = async (title: string, ms: number) => {
      for (const end = Date.now() + ms; Date.now() < end && !shown.includes(title);) await sleep(25);
      return shown.includes(title);
    };

    // With Redis: a message sent through A reaches the socket on B, limits are shared.
    expect((await sendMsg(a, user.userInfo.id, 'before')).body.code).toBe(0);
    expect(await waitFor('before', 10_000)).toBe(true);
    expect(await limitIsShared()).toBe(true);

    await proxy.cut();

    // Ordinary calls go on, on both nodes.
    for (const node of [a, b]) {
      expect((await call(node.app, 'GET', '/api/user/qryUserInfo', { token: user.token })).status).toBe(200);
      expect((await call(node.app, 'GET', '/api/cook/qryRecipeList', { ip: freshIp() })).status).toBe(200);
    }
    // Each node counts in its own memory: A refuses the address, B still has its own allowance.
    const ip = freshIp();
    for (let i = 0; i < LIMITS.codePerIpMinute; i++) expect((await sendCode(a, ip)).status).toBe(200);
    const refused = await sendCode(a, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await sendCode(b, ip)).status).toBe(200);
    // A message sent through B reaches B's socket.
    expect((await sendMsg(b, user.userInfo.id, 'during')).body.code).toBe(0);
    expect(await waitFor('during', 5000)).toBe(true);

    await proxy.restore();

    // Without a restart: messages through A reach B again (ioredis reconnects and resubscribes)...
    let crossed = false;
    for (let i = 0; i < 40 && !crossed; i++) {
      expect((await sendMsg(a, user.userInfo.id, `after ${i}`)).body.code).toBe(0);
      crossed = await waitFor(`after ${i}`, 500);
    }
    expect(crossed).toBe(true);
    // ...and limits are counted in Redis again.
    let sharedAgain = false;
    for (let i = 0; i < 20 && !sharedAgain; i++) {
      sharedAgain = await limitIsShared();
      if (!sharedAgain) await sleep(500);
    }
    expect(sharedAgain).toBe(true);
  });
});
